#!/bin/sh
# A turn's worth of actions as one pipeline: Brown marches along the road
# into contact (4612 -> 4611, Wagner's ZOC), makes the 7.5 example's
# hasty attack from there (dice 3, 4, 2), Wagner routs along the road to
# 4908, Brown advances into 4610 with Cheatham, and the next unit,
# Armstrong, marches north along its road.  Every MP is in the log.
# usage: examples/march-attack.sh  (the tools on PATH, or in ../build/bin)
set -eu
here=$(dirname "$0")
command -v gcacw-march >/dev/null 2>&1 || PATH="$here/../build/bin:$PATH"
gcacw-march --unit Brown --path 4611 --dice 4 --explain \
    < "$here/march-attack.yaml" |
gcacw-combat --attacker Brown --target 4610 --attack hasty --dice 3,4,2 \
    --explain |
gcacw-retreat --explain |
gcacw-march --advance --explain |
gcacw-march --unit Armstrong --path 4509 --dice 2 --explain
