#!/usr/bin/env bash
# Rebuilds libde265.wasm: libde265 (LGPL-3.0) from Debian's source package, compiled to WebAssembly with SIMD.
#
#   bash apps/web/src/features/upload/preview/decoders/libde265/build.sh
#
# Needs Debian's emscripten (`apt-get install emscripten`) and Debian's source archive, nothing else: the
# source comes through apt (signed Release file, checksums in the .dsc) with Debian's security patches
# applied by dpkg-source, then ours (libde265-speed.patch, ADR 009). The output is deterministic; the SHA-256
# it prints is the one in README.md.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
VERSION="1.0.15-1+deb13u2"

command -v em++ >/dev/null || { echo "em++ not found: apt-get install emscripten" >&2; exit 1; }
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A private apt configuration, so the machine's own sources list is left as it is.
mkdir -p "$work/apt/lists/partial" "$work/apt/sources.list.d"
cat >"$work/apt/sources.list.d/debian-src.sources" <<SOURCES
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: trixie
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
apt_opts=(-o "Dir::Etc::SourceParts=$work/apt/sources.list.d" -o "Dir::Etc::SourceList=/dev/null"
  -o "Dir::State::Lists=$work/apt/lists" -o "APT::Sandbox::User=root")
apt-get "${apt_opts[@]}" update -qq
(cd "$work" && apt-get "${apt_opts[@]}" source -qq "libde265=$VERSION")
src="$(find "$work" -maxdepth 1 -type d -name 'libde265-*' | head -n1)"
# Our changes for speed (the bins and the coefficients, see README.md); the decoded pixels stay the same.
patch -d "$src" -p1 --no-backup-if-mismatch -s <"$here/libde265-speed.patch"

# The decoder only (no encoder, no visualisation), with libde265's SSE4.1 paths compiled to WASM SIMD.
sources=(alloc_pool bitstream cabac configparam contextmodel de265 deblock decctx dpb fallback-dct
  fallback-motion fallback image intrapred md5 motion nal-parser nal pps quality refpic sao scan sei slice sps
  threads transform util vps vui x86/sse x86/sse-dct x86/sse-motion)
files=()
for s in "${sources[@]}"; do files+=("$src/libde265/$s.cc"); done
# Ours, not libde265's: the vertical half of the preview's box scaling, next to the decoded tiles.
files+=("$here/box-columns.c")
exports='["_malloc","_free","_de265_init","_de265_new_decoder","_de265_free_decoder","_de265_set_parameter_bool",
"_de265_push_NAL","_de265_flush_data","_de265_decode","_de265_get_next_picture","_de265_release_next_picture",
"_de265_get_image_width","_de265_get_image_height","_de265_get_chroma_format","_de265_get_bits_per_pixel",
"_de265_get_image_plane","_de265_get_image_matrix_coefficients","_de265_get_image_full_range_flag",
"_box_columns"]'
(cd "$work" && em++ -O3 -DNDEBUG -DHAVE_POSIX_MEMALIGN -DLIBDE265_STATIC_BUILD -DHAVE_SSE4_1 \
  -msimd128 -msse4.1 -I"$here" -I"$src" -I"$src/libde265" -fno-exceptions -w \
  -ffile-prefix-map="$work"=. "${files[@]}" -o "$work/libde265.wasm" \
  --no-entry -sSTANDALONE_WASM -sALLOW_MEMORY_GROWTH=1 -sINITIAL_MEMORY=16777216 -sFILESYSTEM=0 \
  -sEXPORTED_FUNCTIONS="$(tr -d '\n' <<<"$exports")")
cp "$work/libde265.wasm" "$here/libde265.wasm"
echo "libde265 $VERSION → $here/libde265.wasm ($(stat -c %s "$here/libde265.wasm") bytes)"
sha256sum "$here/libde265.wasm"
