#!/usr/bin/env bash
# Installs gfxtile's build dependencies from Debian 12's archive. A no-op when all are present.
set -euo pipefail
packages=(cmake ninja-build g++ llvm-22-dev liblld-22-dev lld-22 libfmt-dev catch2 zlib1g-dev libzstd-dev)
packages+=(libamdhip64-dev)  # HIP headers (and library) for the runtime's AOT consumer test
packages+=(clang-22 libclang-rt-22-dev)  # the sanitizer job and the fuzz targets (scripts/sanitize.sh)
missing=()
for package in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" || missing+=("$package")
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "gfxtile: installing ${missing[*]}"
sudo_cmd=()
[ "$(id -u)" -ne 0 ] && sudo_cmd=(sudo)
"${sudo_cmd[@]}" apt-get update -qq
DEBIAN_FRONTEND=noninteractive "${sudo_cmd[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
