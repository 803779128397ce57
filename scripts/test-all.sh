#!/usr/bin/env bash
# `npm test`: the unit/component/server tests, then the browser tests. The browser tests run even
# when the first stage fails, so one run reports every failure; the exit status is non-zero when
# either stage failed. Each stage announces itself so .ci/run can say which stage printed what.
set -u
status=0
for stage in test:unit test:e2e; do
  printf '\n[stage] %s\n' "$stage"
  npm run --silent "$stage" || { status=1; printf '[stage] %s FAILED\n' "$stage"; }
done
exit "$status"
