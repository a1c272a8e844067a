package com.lightwire.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/** The production classes keep every rule of {@link LayerRules}. */
class LayerRulesTest {

    private static final String ROOT = "com.lightwire";
    private static JavaClasses classes;

    @BeforeAll
    static void importClasses() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .importPackages(ROOT);
    }

    @Test
    void layersDependOnlyDownwards() {
        LayerRules.layers(ROOT).check(classes);
    }

    @Test
    void viewsDoNotImportEachOther() {
        LayerRules.viewsDoNotImportEachOther(ROOT).check(classes);
    }

    @Test
    void sharedUiImportsNoView() {
        LayerRules.sharedUiImportsNoView(ROOT).check(classes);
    }

    @Test
    void cliAndIoImportNoJavafx() {
        LayerRules.cliAndIoImportNoJavafx(ROOT).check(classes);
    }

    @Test
    void modelAndCoreKnowNothingOfUiFormatsOrFiles() {
        LayerRules.modelAndCoreKnowNothingOfUiFormatsOrFiles(ROOT).check(classes);
    }

    @Test
    void figureIsToolkitFree() {
        LayerRules.figureIsToolkitFree(ROOT).allowEmptyShould(true).check(classes);
    }

    @Test
    void modelDependsOnTheJdkOnly() {
        LayerRules.modelDependsOnTheJdkOnly(ROOT).check(classes);
    }

    @Test
    void fileWritesGoThroughAtomicFiles() {
        LayerRules.fileWritesGoThroughAtomicFiles(ROOT).check(classes);
    }
}
