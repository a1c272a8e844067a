package com.lightwire.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import java.util.List;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

/**
 * Each rule of {@link LayerRules} fails on the fixtures of {@code com.lightwire.archfixture}, naming the classes that
 * were planted to break it, and does not blame the allowed ones.
 */
class LayerRulesFixtureTest {

    private static final String ROOT = "com.lightwire.archfixture";
    private static JavaClasses fixtures;

    @BeforeAll
    static void importFixtures() {
        fixtures = new ClassFileImporter().importPackages(ROOT);
    }

    private static String failureOf(ArchRule rule) {
        return assertThrows(AssertionError.class, () -> rule.check(fixtures), rule::getDescription).getMessage();
    }

    private static void assertNames(String failure, List<String> planted) {
        for (String name : planted) {
            assertTrue(failure.contains(ROOT + "." + name), () -> name + " not blamed in:\n" + failure);
        }
    }

    @Test
    void theLayerRuleFailsOnCoreUsingIo() {
        assertNames(failureOf(LayerRules.layers(ROOT)), List.of("core.UpwardCore"));
    }

    @Test
    void theViewRuleFailsOnAViewOrAPanelImportingAnotherViewWhateverItsName() {
        String failure = failureOf(LayerRules.viewsDoNotImportEachOther(ROOT));
        assertNames(failure, List.of("ui.alpha.AlphaView", "ui.tree.TreePanel"));
        assertFalse(failure.contains("SharedWidget"), "ui.common is shared, not a view:\n" + failure);
    }

    @Test
    void theSharedUiRuleFailsOnTheSessionImportingAView() {
        assertNames(failureOf(LayerRules.sharedUiImportsNoView(ROOT)), List.of("ui.session.SessionState"));
    }

    @Test
    void theJavafxRuleFailsOnCliAndIo() {
        assertNames(failureOf(LayerRules.cliAndIoImportNoJavafx(ROOT)), List.of("cli.FxCommand", "io.FxExporter"));
    }

    @Test
    void thePurityRuleFailsOnFileWritersJfreeJacksonAndControlsfxInModelAndCore() {
        String failure = failureOf(LayerRules.modelAndCoreKnowNothingOfUiFormatsOrFiles(ROOT));
        assertNames(failure, List.of("core.FileWritingCore", "core.SvgCore", "model.JsonModel",
                "model.ControlsModel"));
        assertFalse(failure.contains("java.io.IOException>"), "IOException is not a file class:\n" + failure);
    }

    @Test
    void theFigureRuleFailsOnAwtJavafxAndJackson() {
        assertNames(failureOf(LayerRules.figureIsToolkitFree(ROOT)),
                List.of("figure.AwtFigure", "figure.FxFigure", "figure.JsonFigure"));
    }

    @Test
    void theModelRuleFailsOnASolverLibrary() {
        assertNames(failureOf(LayerRules.modelDependsOnTheJdkOnly(ROOT)), List.of("model.SolverModel"));
    }

    @Test
    void theAtomicWriteRuleFailsOnADirectFileWrite() {
        assertNames(failureOf(LayerRules.fileWritesGoThroughAtomicFiles(ROOT)), List.of("io.DirectWriter"));
    }
}
