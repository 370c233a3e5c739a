#!/usr/bin/env bash
# Validates everything that deploys Gary, offline:
#   1. the Dockerfiles (hadolint + our policy rules) and each service image's file tree (staged
#      without Docker; every bundle must start far enough to report its missing configuration);
#   2. the chart: helm lint --strict and helm template with the defaults and every ci/*.yaml;
#   3. k8s/: kustomize build of base and each overlay;
#   4. kubeconform -strict on every rendered object and k8s/ manifest, against the Kubernetes
#      JSON schemas generated here from the OpenAPI document of the k8s.io/kubernetes Go module.
# Tools come from the Go module proxy (go install) and, like the schemas, are cached under
# ~/.cache/gary, so only the first run builds them. The Strimzi CRDs (Kafka, KafkaNodePool,
# KafkaTopic) are generated with Strimzi's own CRD generator from Maven Central
# (tools/deploy/strimzi-crds.pom.xml) and validated like built-in kinds; without Maven and Java they
# are skipped by name. CloudNativePG's Cluster and ScheduledBackup are always skipped by name: their CRDs are not obtainable
# offline (no Go module of it on the proxy, no other registry package). So is the Prometheus
# Operator's PrometheusRule (the chart's alerts); tools/deploy/test/monitoring.test.ts checks its
# expressions name only metrics the services export.
# Usage: tools/deploy/check.sh [--no-images]
set -euo pipefail
cd "$(dirname "$0")/../.."
ROOT="$(pwd)"

HELM_VERSION=v3.19.0
KUBECONFORM_VERSION=v0.7.0
KUSTOMIZE_VERSION=v5.8.1
K8S_VERSION=1.30.14 # schemas and --kube-version: the oldest Kubernetes the chart supports

CACHE="${GARY_CACHE_DIR:-${HOME}/.cache/gary}"
BIN="${CACHE}/go-bin"
SCHEMAS="${CACHE}/k8s-schemas/v${K8S_VERSION}-standalone-strict"
OUT="${ROOT}/.cache/deploy-check"
STRIMZI_VERSION="$(sed -n 's:.*<strimzi.version>\(.*\)</strimzi.version>.*:\1:p' tools/deploy/strimzi-crds.pom.xml)"
CRD_SCHEMAS="${CACHE}/crd-schemas/strimzi-${STRIMZI_VERSION}"
STRIMZI_KINDS="kafka.strimzi.io/v1beta2/Kafka,kafka.strimzi.io/v1beta2/KafkaNodePool,kafka.strimzi.io/v1beta2/KafkaTopic"
SKIP_KINDS="postgresql.cnpg.io/v1/Cluster,postgresql.cnpg.io/v1/ScheduledBackup,monitoring.coreos.com/v1/PrometheusRule"
IMAGES=1
[[ "${1:-}" == "--no-images" ]] && IMAGES=0

T_ALL=$(date +%s%N)
step() { # step NAME COMMAND... : runs and times one step
  local name="$1"; shift
  local t0; t0=$(date +%s%N)
  echo "--- ${name}"
  "$@"
  printf -- '--- %s: %d ms\n' "${name}" $(( ($(date +%s%N) - t0) / 1000000 ))
}

go_tool() { # go_tool BINARY MODULE_PATH VERSION VERSION_COMMAND...
  local bin="$1" module="$2" version="$3"; shift 3
  if [[ -x "${BIN}/${bin}" && "$(cat "${BIN}/.${bin}.version" 2>/dev/null)" == "${version}" ]]; then return; fi
  command -v go >/dev/null || { echo "go is needed to install ${bin}" >&2; exit 1; }
  echo "installing ${bin} ${version} (go install ${module}@${version})"
  GOBIN="${BIN}" GOFLAGS=-buildvcs=false CGO_ENABLED=0 go install -ldflags='-s -w' "${module}@${version}"
  echo "${version}" > "${BIN}/.${bin}.version"
}

install_tools() {
  mkdir -p "${BIN}"
  go_tool kubeconform github.com/yannh/kubeconform/cmd/kubeconform "${KUBECONFORM_VERSION}"
  go_tool kustomize sigs.k8s.io/kustomize/kustomize/v5 "${KUSTOMIZE_VERSION}"
  go_tool helm helm.sh/helm/v3/cmd/helm "${HELM_VERSION}"
  "${BIN}/helm" version --short
}

make_schemas() {
  local stamp="${SCHEMAS}/.generated-by"
  local want; want="$(sha256sum tools/deploy/src/k8s-schemas.ts | cut -c1-16)"
  if [[ -f "${stamp}" && "$(cat "${stamp}")" == "${want}" ]]; then echo "cached: ${SCHEMAS}"; return; fi
  local dir
  dir="$(cd "$(mktemp -d)" && GOFLAGS=-mod=mod go mod download -json "k8s.io/kubernetes@v${K8S_VERSION}" | node -e 'let s="";process.stdin.on("data",d=>s+=d).on("end",()=>console.log(JSON.parse(s).Dir))')"
  rm -rf "${SCHEMAS}"
  npx --no-install tsx tools/deploy/src/k8s-schemas.ts "${dir}/api/openapi-spec/swagger.json" "${SCHEMAS}"
  echo "${want}" > "${stamp}"
}

make_crd_schemas() {
  local stamp="${CRD_SCHEMAS}/.generated-by"
  local want; want="$(cat tools/deploy/strimzi-crds.pom.xml tools/deploy/src/crd-schemas.ts | sha256sum | cut -c1-16)"
  if [[ -f "${stamp}" && "$(cat "${stamp}")" == "${want}" ]]; then echo "cached: ${CRD_SCHEMAS}"; return; fi
  if ! command -v mvn >/dev/null || ! command -v java >/dev/null; then
    echo "no Maven or Java: the Strimzi kinds are skipped"
    SKIP_KINDS="${SKIP_KINDS},${STRIMZI_KINDS}"
    return
  fi
  local tmp; tmp="$(mktemp -d)"
  mvn -q -B -f tools/deploy/strimzi-crds.pom.xml dependency:copy-dependencies -DoutputDirectory="${tmp}/libs"
  mkdir -p "${tmp}/crds"
  java -cp "${tmp}/libs/*" io.strimzi.crdgenerator.CrdGenerator --yaml --crd-api-version v1 \
    --api-versions v1beta2 --storage-version v1beta2 \
    io.strimzi.api.kafka.model.kafka.Kafka="${tmp}/crds/kafka.yaml" \
    io.strimzi.api.kafka.model.nodepool.KafkaNodePool="${tmp}/crds/kafkanodepool.yaml" \
    io.strimzi.api.kafka.model.topic.KafkaTopic="${tmp}/crds/kafkatopic.yaml" 2>&1 | grep -v '^SLF4J' || true
  rm -rf "${CRD_SCHEMAS}"
  npx --no-install tsx tools/deploy/src/crd-schemas.ts "${CRD_SCHEMAS}" "${tmp}"/crds/*.yaml
  rm -rf "${tmp}"
  echo "${want}" > "${stamp}"
}

render_chart() {
  rm -rf "${OUT}" && mkdir -p "${OUT}"
  local values
  for values in "" charts/gary/ci/*.yaml; do
    local name="defaults" args=()
    if [[ -n "${values}" ]]; then name="$(basename "${values}" .yaml)"; args=(-f "${values}"); fi
    echo "helm lint --strict + template: ${name}"
    "${BIN}/helm" lint --strict --quiet --kube-version "${K8S_VERSION}" charts/gary "${args[@]}"
    "${BIN}/helm" template gary charts/gary --namespace gary --kube-version "${K8S_VERSION}" "${args[@]}" > "${OUT}/chart-${name}.yaml"
    echo "  $(grep -c '^kind:' "${OUT}/chart-${name}.yaml") objects"
  done
}

render_k8s() {
  local dir
  for dir in k8s/base k8s/overlays/*/; do
    local name; name="k8s-$(basename "${dir}")"
    "${BIN}/kustomize" build "${dir}" > "${OUT}/${name}.yaml"
    echo "kustomize build ${dir}: $(grep -c '^kind:' "${OUT}/${name}.yaml") objects"
  done
}

validate() {
  echo "skipped kinds (CRD schemas not available offline): ${SKIP_KINDS//,/ }"
  "${BIN}/kubeconform" -strict -summary -output text \
    -kubernetes-version "${K8S_VERSION}" \
    -schema-location "${SCHEMAS}/{{ .ResourceKind }}{{ .KindSuffix }}.json" \
    -schema-location "${CRD_SCHEMAS}/{{ .ResourceKind }}{{ .KindSuffix }}.json" \
    -skip "${SKIP_KINDS}" \
    "${OUT}"/*.yaml k8s/secrets/*.yaml
}

step "docker lint" tools/deploy/lint-docker.sh
if [[ "${IMAGES}" == 1 ]]; then step "image file trees" npx --no-install tsx tools/deploy/src/image-check.ts --cache "${CACHE}/image-deps"; fi
step "tools" install_tools
step "kubernetes schemas" make_schemas
step "strimzi schemas" make_crd_schemas
step "chart lint and render" render_chart
step "k8s render" render_k8s
step "kubeconform" validate
printf -- '--- deploy check passed in %d s\n' $(( ($(date +%s%N) - T_ALL) / 1000000000 ))
