package com.lightwire.arch;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;
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

    private static final String[] SHARED_UI = {"com.lightwire.ui.common..", "com.lightwire.ui.session.."};

    /** Every package under ui other than the shared ones is a view or panel, found by name: none imports another. */
    @Test
    void viewsDoNotImportEachOther() {
        slices().matching("com.lightwire.ui.(*)..").should().notDependOnEachOther()
                .ignoreDependency(DescribedPredicate.alwaysTrue(), resideInAnyPackage(SHARED_UI))
                .check(classes);
    }

    @Test
    void theSharedUiPackagesImportNoView() {
        noClasses().that().resideInAnyPackage(SHARED_UI)
                .should().dependOnClassesThat(resideInAPackage("com.lightwire.ui..")
                        .and(DescribedPredicate.not(resideInAnyPackage(SHARED_UI))))
                .check(classes);
    }
}
