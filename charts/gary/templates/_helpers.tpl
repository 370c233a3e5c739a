{{/* Names and labels. */}}
{{- define "gary.name" -}}
{{- default .Chart.Name .Values.nameOverride | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "gary.fullname" -}}
{{- if .Values.fullnameOverride -}}
{{- .Values.fullnameOverride | trunc 63 | trimSuffix "-" -}}
{{- else if contains (include "gary.name" .) .Release.Name -}}
{{- .Release.Name | trunc 63 | trimSuffix "-" -}}
{{- else -}}
{{- printf "%s-%s" .Release.Name (include "gary.name" .) | trunc 63 | trimSuffix "-" -}}
{{- end -}}
{{- end -}}

{{/* Name of one component's objects: <fullname>-<component>. Takes (dict "root" $ "name" "auth"). */}}
{{- define "gary.componentName" -}}
{{- printf "%s-%s" (include "gary.fullname" .root) .name | trunc 63 | trimSuffix "-" -}}
{{- end -}}

{{- define "gary.selectorLabels" -}}
app.kubernetes.io/name: {{ include "gary.name" .root }}
app.kubernetes.io/instance: {{ .root.Release.Name }}
app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{- define "gary.labels" -}}
{{ include "gary.selectorLabels" . }}
app.kubernetes.io/part-of: gary
app.kubernetes.io/version: {{ .root.Chart.AppVersion | quote }}
app.kubernetes.io/managed-by: {{ .root.Release.Service }}
helm.sh/chart: {{ printf "%s-%s" .root.Chart.Name .root.Chart.Version | replace "+" "_" }}
{{- end -}}

{{/*
A deep merge where the override always wins, false and 0 included (sprig's mergeOverwrite skips
them, which would make `database: false` under a service impossible). Takes (dict "base" "over").
*/}}
{{- define "gary.deepMerge" -}}
{{- $dst := deepCopy .base -}}
{{- range $k, $v := .over -}}
{{- if and (kindIs "map" $v) (kindIs "map" (get $dst $k)) -}}
{{- $_ := set $dst $k (include "gary.deepMerge" (dict "base" (get $dst $k) "over" $v) | fromYaml) -}}
{{- else -}}
{{- $_ := set $dst $k $v -}}
{{- end -}}
{{- end -}}
{{- toYaml $dst -}}
{{- end -}}

{{/* One service's settings: defaults merged with its entry. Takes (dict "root" $ "name" "auth"). */}}
{{- define "gary.service" -}}
{{- include "gary.deepMerge" (dict "base" .root.Values.defaults "over" (get .root.Values.services .name | default dict)) -}}
{{- end -}}

{{/* One web app's settings. Takes (dict "root" $ "name" "shell"). */}}
{{- define "gary.frontend" -}}
{{- include "gary.deepMerge" (dict "base" .root.Values.frontends.defaults "over" (get .root.Values.frontends.apps .name | default dict)) -}}
{{- end -}}

{{/* The image of a component. Takes (dict "root" $ "name" "auth" "image" $cfg.image "prefix" "gary-"). */}}
{{- define "gary.image" -}}
{{- $repo := .image.repository | default (printf "%s%s" .prefix .name) -}}
{{- $tag := .image.tag | default .root.Values.image.tag | default .root.Chart.AppVersion -}}
{{- printf "%s/%s:%s" .root.Values.image.registry $repo $tag -}}
{{- end -}}

{{/* <NAME>_SERVICE_ADDR of a peer, as the services read it. */}}
{{- define "gary.addrEnv" -}}
{{- printf "%s_SERVICE_ADDR" (. | upper | replace "-" "_") -}}
{{- end -}}

{{/* The shared ConfigMap's data (also hashed into every pod's checksum annotation). */}}
{{- define "gary.commonConfig" -}}
NODE_ENV: {{ .Values.config.nodeEnv | quote }}
LOG_LEVEL: {{ .Values.config.logLevel | quote }}
PUBLIC_ORIGIN: {{ .Values.config.publicOrigin | quote }}
KAFKA_BROKERS: {{ .Values.kafka.brokers | quote }}
KAFKAJS_NO_PARTITIONER_WARNING: "1"
{{- if not .Values.redis.secretName }}
REDIS_URL: {{ .Values.redis.url | quote }}
{{- end }}
{{- with .Values.tracing.otlpEndpoint }}
OTEL_EXPORTER_OTLP_ENDPOINT: {{ . | quote }}
OTEL_TRACES_SAMPLER: {{ $.Values.tracing.sampler | quote }}
OTEL_TRACES_SAMPLER_ARG: {{ $.Values.tracing.samplerArg | quote }}
{{- end }}
{{- end -}}

{{/* One service's ConfigMap data. Takes (dict "root" $ "name" "auth" "cfg" $cfg). */}}
{{- define "gary.serviceConfig" -}}
{{- $root := .root -}}
{{- if .cfg.grpcPort }}
GRPC_HOST: "0.0.0.0"
GRPC_PORT: {{ int .cfg.grpcPort | quote }}
HTTP_PORT: {{ int .cfg.httpPort | quote }}
{{- else }}
HOST: "0.0.0.0"
PORT: {{ int .cfg.httpPort | quote }}
{{- if .cfg.metricsPort }}
METRICS_HOST: "0.0.0.0"
METRICS_PORT: {{ int .cfg.metricsPort | quote }}
{{- end }}
{{- if and $root.Values.ingress.enabled $root.Values.ingress.trustProxy }}
TRUST_PROXY: {{ $root.Values.ingress.trustProxy | quote }}
{{- end }}
{{- end }}
{{- range $peer := .cfg.calls }}
{{- $peerCfg := include "gary.service" (dict "root" $root "name" $peer) | fromYaml }}
{{ include "gary.addrEnv" $peer }}: {{ printf "%s:%d" (include "gary.componentName" (dict "root" $root "name" $peer)) (int $peerCfg.grpcPort) | quote }}
{{- end }}
{{- range $k, $v := .cfg.env }}
{{ $k }}: {{ $v | quote }}
{{- end }}
{{- end -}}

{{/* Selector of the pods of the given components, for network policies. */}}
{{- define "gary.peerSelector" -}}
podSelector:
  matchLabels:
    app.kubernetes.io/name: {{ include "gary.name" .root }}
    app.kubernetes.io/instance: {{ .root.Release.Name }}
    app.kubernetes.io/component: {{ .name }}
{{- end -}}

{{/* Network policy egress rules shared by services and the migrations Job. Take .Values.networkPolicy. */}}
{{- define "gary.np.dns" -}}
- to:
    - namespaceSelector:
        matchLabels:
          {{- toYaml .dns.namespaceSelector | nindent 10 }}
      podSelector:
        matchLabels:
          {{- toYaml .dns.podSelector | nindent 10 }}
  ports:
    - port: 53
      protocol: UDP
    - port: 53
      protocol: TCP
{{- end -}}
{{- define "gary.np.postgres" -}}
- to:
    - podSelector:
        matchLabels:
          {{- toYaml .postgres.podSelector | nindent 10 }}
  ports:
    - port: {{ int .postgres.port }}
      protocol: TCP
{{- end -}}
