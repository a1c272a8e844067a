package com.lightwire.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

/** The one-way layer rule of STYLE.md: app → ui → io → core → model, cli → io → core → model. */
class LayerRulesTest {

    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages("com.lightwire");
    }

    @Test
    void layersDependOnlyDownwards() {
        layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("app").definedBy("com.lightwire.app..")
                .layer("ui").definedBy("com.lightwire.ui..")
                .layer("cli").definedBy("com.lightwire.cli..")
                .layer("io").definedBy("com.lightwire.io..")
                .layer("core").definedBy("com.lightwire.core..")
                .layer("model").definedBy("com.lightwire.model..")
                .whereLayer("app").mayNotBeAccessedByAnyLayer()
                .whereLayer("ui").mayOnlyBeAccessedByLayers("app")
                .whereLayer("cli").mayOnlyBeAccessedByLayers("app")
                .whereLayer("io").mayOnlyBeAccessedByLayers("app", "ui", "cli")
                .whereLayer("core").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io")
                .whereLayer("model").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io", "core")
                .withOptionalLayers(true)
                .check(classes);
    }

    @Test
    void modelAndCoreKnowNothingOfUiFormatsOrFiles() {
        noClasses().that().resideInAnyPackage("com.lightwire.model..", "com.lightwire.core..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "com.fasterxml.jackson..", "java.awt..",
                        "javax.swing..", "java.nio.file..", "org.apache.pdfbox..", "org.dhatim..", "picocli..")
                .check(classes);
    }

    @Test
    void modelDependsOnTheJdkOnly() {
        noClasses().that().resideInAPackage("com.lightwire.model..")
                .should().dependOnClassesThat().resideInAnyPackage("com.google..", "org.jgrapht..", "com.lightwire.core..")
                .check(classes);
    }

    /** The views and the window's panels; a new view is one more package here and one line in app.Views. */
    private static final String[] VIEWS = {"fabric", "topology", "bom", "tree", "inspector", "problems"};

    @Test
    void viewsDoNotImportEachOther() {
        for (String view : VIEWS) {
            noClasses().that().resideInAPackage("com.lightwire.ui." + view + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(otherViews(view))
                    .check(classes);
        }
    }

    @Test
    void theSharedUiPackagesImportNoView() {
        noClasses().that().resideInAnyPackage("com.lightwire.ui.common..", "com.lightwire.ui.session..")
                .should().dependOnClassesThat().resideInAnyPackage(otherViews(""))
                .check(classes);
    }

    private static String[] otherViews(String view) {
        return java.util.Arrays.stream(VIEWS)
                .filter(v -> !v.equals(view)).map(v -> "com.lightwire.ui." + v + "..").toArray(String[]::new);
    }
}
