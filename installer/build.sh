#!/usr/bin/env bash
# Builds the Lightwire installers with jpackage (JDK 17): an app image and a .deb, into target/installer/.
#   installer/build.sh            both
#   installer/build.sh app-image  only the app image
#   installer/build.sh deb        only the .deb (needs fakeroot and dpkg-deb)
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$here"
types=("${@:-app-image deb}")
version="$(sed -n 's:.*<version>\(.*\)</version>.*:\1:p' pom.xml | head -1 | sed 's/-SNAPSHOT//')"
mvn -B -q -DskipTests package
input="target/installer/input"
rm -rf target/installer && mkdir -p "$input"
cp target/lightwire.jar "$input/"
# jdeps misses jdk.zipfs (OR-Tools unpacks its natives through the zip file system) and java.desktop/java.logging
# (JavaFX); see ../shared/TOOLCHAIN.md.
modules="java.base,java.desktop,java.logging,java.management,java.naming,java.prefs,java.scripting,java.sql,java.xml,jdk.jfr,jdk.unsupported,jdk.unsupported.desktop,jdk.zipfs"
for type in ${types[*]}; do
  extra=()
  if [ "$type" = "deb" ]; then
    extra=(--linux-package-deps libgtk-3-0 --linux-shortcut --linux-menu-group Development
           --linux-app-category devel --linux-deb-maintainer lightwire@example.org
           --resource-dir installer/resources)
  fi
  jpackage --type "$type" --name Lightwire --app-version "${version:-0.1.0}" \
    --vendor "Lightwire" --description "Design tool for GPU clusters with an optical-circuit-switch core" \
    --input "$input" --main-jar lightwire.jar --main-class com.lightwire.app.Launcher \
    --add-modules "$modules" --java-options "-Xmx8g" \
    --icon assets/icons/lightwire.png \
    --dest target/installer "${extra[@]}"
done
ls -la target/installer
