#!/usr/bin/env bash
# What the test suite needs from the operating system on a fresh Debian machine:
# Chromium and a CJK font for the browser tests (without the font every Chinese glyph is a box),
# and the PostgreSQL server running when it is installed.
set -euo pipefail
need=()
command -v chromium >/dev/null 2>&1 || need+=(chromium)
fc-list 2>/dev/null | grep -qiE 'wqy|noto.*cjk' || need+=(fonts-wqy-microhei)
if [ ${#need[@]} -gt 0 ]; then
  echo "ensure-system: installing ${need[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${need[@]}" >/dev/null
fi
if command -v pg_ctlcluster >/dev/null 2>&1 && ! pg_isready -q -h 127.0.0.1 -p 5432 2>/dev/null; then
  for version in $(ls /etc/postgresql 2>/dev/null); do
    pg_ctlcluster --skip-systemctl-redirect "$version" main start || true
  done
fi
