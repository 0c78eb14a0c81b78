#!/bin/sh
# deploy/nginx/isp-site.conf for one domain, on stdout: `deploy/nginx/site-config.sh <domain>`
# (without www). The largest body nginx lets through comes from the servers' own limit, MAX_UPLOAD_MB
# in /etc/isp-site.env (ENV_FILE= another file), plus 1 MB for the form around the photo: one value
# for both, so nginx never refuses a photo the servers would take. Run it again after changing it.
set -eu
domain=${1:?usage: deploy/nginx/site-config.sh <domain, without www>}
env_file=${ENV_FILE:-/etc/isp-site.env}
mb=$(sed -n 's/^[[:space:]]*MAX_UPLOAD_MB[[:space:]]*=[[:space:]]*\([0-9][0-9]*\)[[:space:]]*$/\1/p' "$env_file" | tail -n 1)
mb=${mb:-25} # the servers' default (src/lib/constants.ts)
sed -e "s/example\.com\.np/$domain/g" \
  -e "s/client_max_body_size [0-9]*m;/client_max_body_size $((mb + 1))m;/" \
  "$(dirname "$0")/isp-site.conf"
