#!/usr/bin/env bash
# Builds the Lightwire installers with jpackage (JDK 17): an app image and a .deb, into target/installer/.
#   installer/build.sh            both
#   installer/build.sh app-image  only the app image
#   installer/build.sh deb        only the .deb (needs dpkg-deb)
# The .deb is completed by installer/linux/finish-deb.sh: `lightwire` on PATH, desktop entry, project mime type,
# icons, samples, man page and docs (docs/adr/0012-native-install.md).
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
types=("${@:-app-image deb}")
version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' pom.xml | head -1 | sed 's/-SNAPSHOT//')"
main_class=com.lightwire.app.Launcher
# The X11 WM_CLASS of a JavaFX stage is the name of the Application class (xprop WM_CLASS on the installed app:
# "com.lightwire.app.LightwireApp"); the desktop entry's StartupWMClass must equal it so that docks match the window
# to its icon. InstallerFilesTest keeps it equal to LightwireApp's name.
wm_class=com.lightwire.app.LightwireApp
mvn -B -q -DskipTests package
input="target/installer/input"
rm -rf target/installer && mkdir -p "$input"
cp target/lightwire.jar "$input/"
# The samples go beside the jar (lib/app/samples), where io.InstalledSamples finds them.
mkdir "$input/samples" && cp -r samples/*/ "$input/samples/"
# jdeps misses jdk.zipfs (OR-Tools unpacks its natives through the zip file system) and java.desktop/java.logging
# (JavaFX); jdk.management holds com.sun.management (the benches' CPU times and GC pause notifications, ADR 0017);
# see ../shared/TOOLCHAIN.md.
modules="java.base,java.desktop,java.logging,java.management,java.naming,java.prefs,java.scripting,java.sql,java.xml,jdk.jfr,jdk.management,jdk.unsupported,jdk.unsupported.desktop,jdk.zipfs"
for type in ${types[*]}; do
  # The app image carries the icon as lib/Lightwire.png. The .deb gets no --icon: with one, jpackage 17 writes its own
  # desktop entry (no MimeType, no %f) and a postinst running xdg-desktop-menu, which fails where there is no menu;
  # finish-deb.sh installs the desktop entry and the icons itself.
  extra=(--icon assets/icons/lightwire.png)
  if [ "$type" = "deb" ]; then
    extra=(--linux-package-deps libgtk-3-0 --linux-app-category devel --linux-deb-maintainer lightwire@example.org)
  fi
  jpackage --type "$type" --name Lightwire --app-version "${version:-0.1.0}" \
    --vendor "Lightwire" --description "Design tool for GPU clusters with an optical-circuit-switch core" \
    --input "$input" --main-jar lightwire.jar --main-class "$main_class" \
    --add-modules "$modules" --java-options "-Xmx8g" \
    --dest target/installer "${extra[@]}"
  if [ "$type" = "deb" ]; then
    installer/linux/finish-deb.sh target/installer/lightwire_*.deb "$wm_class"
  fi
done
ls -la target/installer
