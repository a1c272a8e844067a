#!/usr/bin/env bash
# Completes jpackage's .deb into a native Debian package (docs/adr/0012-native-install.md): unpacks it, adds the
# files a desktop tool installs under /usr, each owned by the package, and packs it again in place.
#   installer/linux/finish-deb.sh DEB STARTUP_WM_CLASS
# Adds: /usr/bin/lightwire -> /opt/lightwire/bin/Lightwire; the desktop entry, the project mime type
# (application/x-lightwire+json, *.lightwire) and the icons in the hicolor theme sizes; the samples in
# /usr/share/lightwire/samples (linked from the app's lib/app/samples, where the app looks for them); the man page;
# the README and the guides in /usr/share/doc/lightwire. The desktop, mime, icon and man caches are refreshed by the
# dpkg triggers of the packages that own them, so the package needs no maintainer script of its own.
set -euo pipefail
here="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
deb="$(realpath "$1")"
wm_class="$2"
linux="$here/installer/linux"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
root="$work/root"
dpkg-deb -R "$deb" "$root"

share="$root/usr/share"
install -d -m 755 "$root/usr/bin" "$share/applications" "$share/mime/packages" "$share/man/man1" \
    "$share/doc/lightwire" "$share/lightwire"
ln -s /opt/lightwire/bin/Lightwire "$root/usr/bin/lightwire"

sed "s/STARTUP_WM_CLASS/$wm_class/" "$linux/lightwire.desktop" > "$share/applications/lightwire.desktop"
install -m 644 "$linux/lightwire.xml" "$share/mime/packages/lightwire.xml"

sizes=(16 22 24 32 48 64 128 256 512)
java "$linux/IconSizes.java" "$here/assets/icons/lightwire.png" "$work/icons" "${sizes[@]}"
for n in "${sizes[@]}"; do
  for context in apps mimetypes; do
    name=lightwire.png
    [ "$context" = mimetypes ] && name=application-x-lightwire+json.png
    install -D -m 644 "$work/icons/${n}x${n}.png" "$share/icons/hicolor/${n}x${n}/$context/$name"
  done
done

mv "$root/opt/lightwire/lib/app/samples" "$share/lightwire/samples"
ln -s /usr/share/lightwire/samples "$root/opt/lightwire/lib/app/samples"

# Without --icon jpackage still copies its default Java icon to lib/Lightwire.png; nothing uses it.
rm "$root/opt/lightwire/lib/Lightwire.png"
gzip -9n -c "$linux/lightwire.1" > "$share/man/man1/lightwire.1.gz"
mv "$root/opt/lightwire/share/doc/copyright" "$share/doc/lightwire/copyright"
rmdir "$root/opt/lightwire/share/doc" "$root/opt/lightwire/share"
for doc in README.md docs/cli.md docs/file-format.md docs/technician-outputs.md; do
  gzip -9n -c "$here/$doc" > "$share/doc/lightwire/$(basename "$doc").gz"
done

find "$root/usr" -type d -exec chmod 755 {} +
find "$root/usr" -type f -exec chmod 644 {} +
size="$(du -sk --exclude=DEBIAN "$root" | cut -f1)"
sed -i "s/^Installed-Size: .*/Installed-Size: $size/" "$root/DEBIAN/control"
dpkg-deb --root-owner-group -Zxz --build "$root" "$deb" >/dev/null
echo "finished $deb: $(dpkg-deb -c "$deb" | grep -c ' \./usr/') entries under /usr, Installed-Size $size KiB"
