# Sourced by scripts/sandbox and scripts/test: installs what a fresh Debian/Ubuntu machine lacks.
# npm dependencies always; Debian packages (speech-to-text and audio tools, and the Chromium the review page's
# browser tests drive) through apt when running as root.

SYSTEM_PACKAGES=(pocketsphinx pocketsphinx-en-us sox libsox-fmt-mp3 chromium)
SYSTEM_COMMANDS=(pocketsphinx_continuous sox chromium)

require_node() {
  if ! command -v node >/dev/null 2>&1; then
    echo "Node.js 20 or newer is required: install it (e.g. apt-get install nodejs npm) and run this again." >&2
    exit 1
  fi
  local major
  major=$(node -p 'process.versions.node.split(".")[0]')
  if [ "$major" -lt 20 ]; then
    echo "Node.js $(node --version) is too old: version 20 or newer is required." >&2
    exit 1
  fi
}

ensure_node_modules() {
  # Reinstall when node_modules is missing or older than the lockfile.
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    # `npm ci`: exactly the locked versions, and a lockfile out of sync with package.json fails here as in CI.
    echo "Installing npm dependencies..."
    npm ci --no-audit --no-fund --loglevel=error
  fi
}

ensure_system_packages() {
  local missing=()
  local cmd
  for cmd in "${SYSTEM_COMMANDS[@]}"; do
    command -v "$cmd" >/dev/null 2>&1 || missing+=("$cmd")
  done
  [ -d /usr/share/pocketsphinx/model/en-us ] || missing+=(pocketsphinx-en-us)
  [ ${#missing[@]} -eq 0 ] && return 0
  if [ "$(id -u)" -eq 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing system packages: ${SYSTEM_PACKAGES[*]}..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${SYSTEM_PACKAGES[@]}" >/dev/null
  else
    echo "Missing: ${missing[*]}. Install the Debian packages with:" >&2
    echo "  sudo apt-get install ${SYSTEM_PACKAGES[*]}" >&2
    echo "(the local speech-to-text engine needs them, and the review page's browser tests need chromium)" >&2
    return 1
  fi
}

prepare() {
  require_node
  ensure_node_modules
  ensure_system_packages
}
