#!/usr/bin/env bash
# test-install.sh BUILD_DIR: installs the build into a temporary DESTDIR
# (the build folder itself is left as it was), checks that every file a
# desktop needs is there, then starts the installed app and the CLI from it.
set -euo pipefail

build_dir=${1:?usage: test-install.sh BUILD_DIR}
tmp=$(mktemp -d "${TMPDIR:-/tmp}/tai-shogi-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
destdir=$tmp/dest

fail () { echo "FAIL: $*" >&2; exit 1; }

# gnome.post_install skips the schema, icon-cache and desktop-database
# updates when DESTDIR is set, so this must succeed without touching the
# real system.
DESTDIR=$destdir meson install -C "$build_dir" --no-rebuild --quiet \
  || fail "meson install into DESTDIR failed"

bin=$(find "$destdir" -path '*/bin/tai-shogi' -type f | head -n 1)
[[ -n "$bin" ]] || fail "bin/tai-shogi is not installed"
prefix=$(dirname "$(dirname "$bin")")
share=$prefix/share
echo "installed prefix: ${prefix#"$destdir"}"

expect=(
  bin/tai-shogi
  bin/tai-shogi-cli
  share/applications/com.example.TaiShogi.desktop
  share/metainfo/com.example.TaiShogi.metainfo.xml
  share/icons/hicolor/scalable/apps/com.example.TaiShogi.svg
  share/icons/hicolor/symbolic/apps/com.example.TaiShogi-symbolic.svg
  share/glib-2.0/schemas/com.example.TaiShogi.gschema.xml
  share/mime/packages/com.example.TaiShogi.mime.xml
)
# Translations, once the build has them (po/LINGUAS lists the languages).
if [[ -d "$build_dir/po" ]]; then
  linguas=$(find "$build_dir/po" -name 'tai-shogi.mo' -path '*/LC_MESSAGES/*' \
              | sed 's|.*/po/\([^/]*\)/LC_MESSAGES/.*|\1|' | sort -u)
  [[ -n "$linguas" ]] || fail "the build has po/ but no .mo file"
  for lang in $linguas; do
    expect+=("share/locale/$lang/LC_MESSAGES/tai-shogi.mo")
  done
fi
for f in "${expect[@]}"; do
  [[ -e "$prefix/$f" ]] || fail "$f is not installed"
  echo "ok: $f"
done
[[ -x "$prefix/bin/tai-shogi" && -x "$prefix/bin/tai-shogi-cli" ]] \
  || fail "the installed programs are not executable"

# What post_install would have done, inside DESTDIR.
glib-compile-schemas --strict "$share/glib-2.0/schemas" \
  || fail "the installed schema does not compile"
[[ -f "$share/glib-2.0/schemas/gschemas.compiled" ]] || fail "no gschemas.compiled"

# The launcher opens records: the MIME type it names is the one installed.
grep -q '^MimeType=application/x-tai-shogi-record;$' "$share/applications/com.example.TaiShogi.desktop" \
  || fail "the launcher does not name the record MIME type"
grep -q '^Exec=tai-shogi %U$' "$share/applications/com.example.TaiShogi.desktop" \
  || fail "the launcher does not pass files to the app"
# The launcher and the AppStream metadata say that the program plays both
# games, in English and in Japanese.
desktop="$share/applications/com.example.TaiShogi.desktop"
metainfo="$share/metainfo/com.example.TaiShogi.metainfo.xml"
grep -q '^Comment=.*tai shogi.*tenjiku shogi' "$desktop" \
  || fail "the launcher's Comment does not name both games"
grep -q '^Comment\[ja\]=.*泰将棋.*天竺将棋' "$desktop" \
  || fail "the launcher's Japanese Comment does not name both games"
grep -q '^Keywords=.*tenjiku;' "$desktop" || fail "the launcher has no tenjiku keyword"
grep -q '^Keywords\[ja\]=.*天竺将棋;' "$desktop" || fail "the launcher has no Japanese tenjiku keyword"
grep -q '<summary>.*tai shogi.*tenjiku shogi.*</summary>' "$metainfo" \
  || fail "the AppStream summary does not name both games"
grep -q 'It also plays tenjiku shogi' "$metainfo" \
  || fail "the AppStream description does not mention tenjiku shogi"
echo "ok: the launcher and the AppStream metadata name tai and tenjiku shogi"
if command -v update-mime-database >/dev/null; then
  update-mime-database "$share/mime" || fail "the MIME type does not compile"
  grep -q 'application/x-tai-shogi-record' "$share/mime/globs2" || fail "no glob for .tsr"
  echo "ok: MIME type application/x-tai-shogi-record for *.tsr"
fi

# The CLI from DESTDIR prints the start position as TSFEN.
tsfen=$("$prefix/bin/tai-shogi-cli" start) || fail "tai-shogi-cli start failed"
[[ "$tsfen" == */*/* && "$tsfen" != *$'\n'* ]] || fail "tai-shogi-cli start printed '$tsfen'"
echo "ok: tai-shogi-cli start: ${tsfen:0:40}..."

# The installed app starts, draws its first frame and quits by itself.
mkdir -p "$tmp/data" "$tmp/config" "$tmp/cache"
run_app=(env
  GSETTINGS_SCHEMA_DIR="$share/glib-2.0/schemas"
  GSETTINGS_BACKEND=memory
  XDG_DATA_DIRS="$share:/usr/share"
  XDG_DATA_HOME="$tmp/data"
  XDG_CONFIG_HOME="$tmp/config"
  XDG_CACHE_HOME="$tmp/cache"
  # No session bus: the app runs on its own, never hands over to a
  # running instance.
  DBUS_SESSION_BUS_ADDRESS="unix:path=$tmp/no-bus"
  NO_AT_BRIDGE=1
  GTK_A11Y=none
  TS_EXIT_AFTER_FIRST_FRAME=1
  timeout 60 "$prefix/bin/tai-shogi")
if [[ -z "${DISPLAY:-}" && -z "${WAYLAND_DISPLAY:-}" ]]; then
  command -v xvfb-run >/dev/null || fail "no display and no xvfb-run"
  run_app=(xvfb-run -a -s "-screen 0 1600x1000x24" "${run_app[@]}")
fi
status=0
"${run_app[@]}" >"$tmp/app.out" 2>"$tmp/app.err" || status=$?
cat "$tmp/app.out"
if [[ $status -ne 0 ]]; then
  cat "$tmp/app.err" >&2
  fail "the installed tai-shogi exited with status $status"
fi
grep -q '^first-frame-ms: ' "$tmp/app.out" || { cat "$tmp/app.err" >&2; fail "no first-frame-ms line"; }
echo "ok: installed tai-shogi drew its first frame"
