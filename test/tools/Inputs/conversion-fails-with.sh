#!/bin/sh
# A stream-hal-reduce test script: conversion-fails-with.sh <stream-hal-opt> <text> <file>
# The input is interesting (exit 1) if convert-stream-to-hal fails on it with an
# error containing <text> (so <text> must be specific to the conversion: parse
# and verifier errors of the reducer's variants must not contain it).
opt="$1" text="$2" file="$3"
if "$opt" --convert-stream-to-hal "$file" -o /dev/null 2>&1 | grep -qF -- "$text"; then
  exit 1
fi
exit 0
