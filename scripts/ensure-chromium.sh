#!/usr/bin/env bash
# e2e 는 데비안의 Chromium 으로 돈다(Playwright 의 브라우저 내려받기는 이 환경에서 막혀 있다).
# 없으면 root 일 때 apt-get 으로 설치하고, 아니면 무엇을 해야 하는지 말하고 멈춘다.
set -euo pipefail

CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
  echo "Chromium not found at $CHROMIUM; installing Debian's chromium package..."
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends chromium fonts-noto-cjk >/dev/null
  if [ -x "$CHROMIUM" ]; then
    echo "Installed $("$CHROMIUM" --version 2>/dev/null || echo chromium)"
    exit 0
  fi
fi

cat >&2 <<MSG
The end-to-end tests need Chromium at $CHROMIUM.
Install it with: sudo apt-get install chromium fonts-noto-cjk
or point CHROMIUM_PATH at another Chromium or Chrome binary.
MSG
exit 1
