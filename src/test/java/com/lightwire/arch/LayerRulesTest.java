package com.lightwire.arch;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;

/**
 * The one-way layer rule of STYLE.md with the toolkit-free figures between io and core: app → ui → io → figure → core
 * → model, cli → io → figure → core → model.
 */
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
                .layer("figure").definedBy("com.lightwire.figure..")
                .layer("core").definedBy("com.lightwire.core..")
                .layer("model").definedBy("com.lightwire.model..")
                .whereLayer("app").mayNotBeAccessedByAnyLayer()
                .whereLayer("ui").mayOnlyBeAccessedByLayers("app")
                .whereLayer("cli").mayOnlyBeAccessedByLayers("app")
                .whereLayer("io").mayOnlyBeAccessedByLayers("app", "ui", "cli")
                .whereLayer("figure").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io")
                .whereLayer("core").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io", "figure")
                .whereLayer("model").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io", "figure", "core")
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
    void figuresKnowNoToolkitNoFileFormatAndNoFiles() {
        noClasses().that().resideInAPackage("com.lightwire.figure..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.awt..", "javax.swing..",
                        "javax.imageio..", "org.jfree..", "com.fasterxml.jackson..", "org.apache.pdfbox..",
                        "com.google.zxing..", "java.nio.file..", "picocli..")
                .check(classes);
    }

    @Test
    void modelDependsOnTheJdkOnly() {
        noClasses().that().resideInAPackage("com.lightwire.model..")
                .should().dependOnClassesThat().resideInAnyPackage("com.google..", "org.jgrapht..", "com.lightwire.core..")
                .check(classes);
    }

    @Test
    void viewsDoNotImportEachOther() {
        for (String view : new String[] {"fabric", "topology"}) {
            noClasses().that().resideInAPackage("com.lightwire.ui." + view + "..")
                    .should().dependOnClassesThat().resideInAnyPackage(otherViews(view))
                    .allowEmptyShould(true)
                    .check(classes);
        }
    }

    private static String[] otherViews(String view) {
        return java.util.Arrays.stream(new String[] {"fabric", "topology", "bom"})
                .filter(v -> !v.equals(view)).map(v -> "com.lightwire.ui." + v + "..").toArray(String[]::new);
    }
}
