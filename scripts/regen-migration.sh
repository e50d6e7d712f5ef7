#!/usr/bin/env bash
# Regenerates the uncommitted migration from the whole current schema (several people may add
# tables in one session): drops migration files that git does not know, restores the committed
# journal, and lets drizzle-kit write one new migration named after $1.
set -euo pipefail
cd "$(dirname "$0")/../apps/server"
git ls-files --others --exclude-standard drizzle | xargs -r rm -f
git checkout -- drizzle/meta
npx drizzle-kit generate --name "${1:-next}"
