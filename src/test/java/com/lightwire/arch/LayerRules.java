package com.lightwire.arch;

import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.JavaCall;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaConstructor;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

import java.util.Set;

import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.Architectures.layeredArchitecture;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

/**
 * The dependency rules of STYLE.md as rule factories over a root package, so that the same rules are checked against
 * the production classes ({@code com.lightwire}) and, to prove that each one bites, against deliberately violating
 * fixtures ({@code com.lightwire.archfixture}, compiled in src/test only). Views are the packages under
 * {@code ui} other than the shared {@code ui.common} and {@code ui.session}; the panels {@code tree},
 * {@code inspector} and {@code problems} count as views, so no panel imports a view either.
 */
final class LayerRules {

    /** Packages under {@code ui} that every view may use and that import no view. */
    static final Set<String> SHARED_UI = Set.of("common", "session");

    /** The methods of {@link java.nio.file.Files} that open or create a file for writing. */
    private static final Set<String> FILES_WRITES = Set.of("newOutputStream", "newBufferedWriter", "newByteChannel",
            "write", "writeString");

    private LayerRules() {
    }

    /** app → ui → io → core → model, cli → io, and the toolkit-free figure between io/ui/cli and core. */
    static ArchRule layers(String root) {
        return layeredArchitecture().consideringOnlyDependenciesInLayers()
                .layer("app").definedBy(root + ".app..")
                .layer("ui").definedBy(root + ".ui..")
                .layer("cli").definedBy(root + ".cli..")
                .layer("io").definedBy(root + ".io..")
                .layer("figure").definedBy(root + ".figure..")
                .layer("core").definedBy(root + ".core..")
                .layer("model").definedBy(root + ".model..")
                .whereLayer("app").mayNotBeAccessedByAnyLayer()
                .whereLayer("ui").mayOnlyBeAccessedByLayers("app")
                .whereLayer("cli").mayOnlyBeAccessedByLayers("app")
                .whereLayer("io").mayOnlyBeAccessedByLayers("app", "ui", "cli")
                .whereLayer("figure").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io")
                .whereLayer("core").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io", "figure")
                .whereLayer("model").mayOnlyBeAccessedByLayers("app", "ui", "cli", "io", "figure", "core")
                .withOptionalLayers(true);
    }

    /** One slice per view package under {@code ui}, whatever its name; no slice depends on another. */
    static ArchRule viewsDoNotImportEachOther(String root) {
        return slices().assignedFrom(new Views(root)).should().notDependOnEachOther()
                .as("no view under " + root + ".ui imports another (common and session are shared)");
    }

    /** The shared ui packages import no view. */
    static ArchRule sharedUiImportsNoView(String root) {
        return noClasses().that().resideInAnyPackage(sharedUiPackages(root))
                .should().dependOnClassesThat(resideInAPackage(root + ".ui..")
                        .and(DescribedPredicate.not(resideInAnyPackage(sharedUiPackages(root)))))
                .as(root + ".ui.session and ui.common import no view");
    }

    static ArchRule cliAndIoImportNoJavafx(String root) {
        return noClasses().that().resideInAnyPackage(root + ".cli..", root + ".io..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..");
    }

    /** model and core: no UI toolkit, no file format library, no file I/O. */
    static ArchRule modelAndCoreKnowNothingOfUiFormatsOrFiles(String root) {
        return noClasses().that().resideInAnyPackage(root + ".model..", root + ".core..")
                .should().dependOnClassesThat(resideInAnyPackage("javafx..", "com.fasterxml.jackson..", "java.awt..",
                        "javax.swing..", "java.nio.file..", "org.jfree..", "org.controlsfx..", "org.apache.pdfbox..",
                        "org.dhatim..", "picocli..").or(javaIoFileClasses()));
    }

    /**
     * figure paints through its own Painter: no UI toolkit, no AWT or image I/O, no JFree, no Jackson, no PDF or QR
     * library (label layout stays in io), no files.
     */
    static ArchRule figureIsToolkitFree(String root) {
        return noClasses().that().resideInAPackage(root + ".figure..")
                .should().dependOnClassesThat().resideInAnyPackage("javafx..", "java.awt..", "javax.swing..",
                        "javax.imageio..", "org.jfree..", "com.fasterxml.jackson..", "org.controlsfx..",
                        "org.apache.pdfbox..", "com.google.zxing..", "java.nio.file..", "picocli..");
    }

    static ArchRule modelDependsOnTheJdkOnly(String root) {
        return noClasses().that().resideInAPackage(root + ".model..")
                .should().dependOnClassesThat().resideInAnyPackage("com.google..", "org.jgrapht..", root + ".core..");
    }

    /**
     * Only {@code io.AtomicFiles} opens a file for writing (temporary file, fsync, atomic rename): every other class
     * hands it the content. Reading, copying to scratch files and moving are not writes in this sense.
     */
    static ArchRule fileWritesGoThroughAtomicFiles(String root) {
        return noClasses().that().resideInAPackage(root + "..")
                .and().doNotHaveFullyQualifiedName(root + ".io.AtomicFiles")
                .should().callCodeUnitWhere(DescribedPredicate.describe("opens a file for writing",
                        LayerRules::opensForWriting))
                .as("files are written only through " + root + ".io.AtomicFiles");
    }

    private static boolean opensForWriting(JavaCall<?> call) {
        String owner = call.getTargetOwner().getFullName();
        String name = call.getName();
        return switch (owner) {
            case "java.nio.file.Files" -> FILES_WRITES.contains(name);
            case "java.io.FileOutputStream", "java.io.FileWriter", "java.io.RandomAccessFile" ->
                    name.equals(JavaConstructor.CONSTRUCTOR_NAME);
            case "javax.imageio.ImageIO" -> name.equals("write") && call.getTarget().getRawParameterTypes().stream()
                    .anyMatch(type -> type.isEquivalentTo(java.io.File.class));
            default -> false;
        };
    }

    /** {@code java.io.File}, its streams, readers and writers, and {@code RandomAccessFile}. */
    private static DescribedPredicate<JavaClass> javaIoFileClasses() {
        return resideInAPackage("java.io").and(simpleNameStartingWith("File").or(simpleName("RandomAccessFile")))
                .as("java.io file classes");
    }

    private static String[] sharedUiPackages(String root) {
        return SHARED_UI.stream().sorted().map(p -> root + ".ui." + p + "..").toArray(String[]::new);
    }

    /** Assigns each class under {@code root.ui.<name>} to the slice {@code <name>}, shared packages to none. */
    private record Views(String root) implements SliceAssignment {
        @Override
        public SliceIdentifier getIdentifierOf(JavaClass javaClass) {
            String prefix = root + ".ui.";
            String pkg = javaClass.getPackageName();
            if (!pkg.startsWith(prefix)) {
                return SliceIdentifier.ignore();
            }
            String view = pkg.substring(prefix.length()).split("\\.", 2)[0];
            return SHARED_UI.contains(view) ? SliceIdentifier.ignore() : SliceIdentifier.of(view);
        }

        @Override
        public String getDescription() {
            return "views of " + root + ".ui";
        }
    }
}
