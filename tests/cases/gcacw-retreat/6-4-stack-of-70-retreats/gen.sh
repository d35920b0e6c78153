#!/bin/sh
# Writes `in`: the stack of gcacw-combat/7-5-defender-loss-stack-of-70,
# 70 Union brigades of 1 in 4610 attacked by Hood from 4611, with this
# case's words.  Run from this directory.
sh ../../gcacw-combat/7-5-defender-loss-stack-of-70/gen.sh \
    '# 70 units in one hex: all defend (7.1), all retreat' \
    '# together (7.6); none is left behind.'
