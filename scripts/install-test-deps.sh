#!/usr/bin/env bash
# Installs what the browser and PostgreSQL suites need when this machine lacks it:
# Debian's chromium (driven by playwright-core) and the PostgreSQL server binaries.
set -euo pipefail
need=()
[ -x /usr/bin/chromium ] || [ -n "${CHROME_PATH:-}" ] || need+=(chromium)
ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1 || [ -n "${PG_BIN:-}" ] || need+=(postgresql)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing ${need[*]} from Debian"
  SUDO=""
  [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  export DEBIAN_FRONTEND=noninteractive
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${need[@]}"
fi
# PostgreSQL refuses to run as root; as root the test harness runs it as this user.
if [ "$(id -u)" -eq 0 ] && ! id postgres >/dev/null 2>&1; then useradd --system --no-create-home postgres; fi
[ -d node_modules ] || npm ci --no-audit --no-fund || npm install --no-audit --no-fund
