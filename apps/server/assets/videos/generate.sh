#!/usr/bin/env bash
# Generates the six demo clips the demo seed copies into storage (videos/<file>.mp4).
# Run once from anywhere: bash apps/server/assets/videos/generate.sh
# The mp4 files are committed; this script documents how they were made. If you change a
# clip's length, update its duration in apps/server/src/seed/data/videos.ts.
# Needs ffmpeg with libx264, aac, drawtext (libfreetype) and the DejaVu fonts.
set -euo pipefail
cd "$(dirname "$0")"

FONT=${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}
TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT

# name | seconds | lavfi source | title | tone Hz
CLIPS=(
  "camera-basics|5|testsrc2=size=640x360:rate=25|Credo — Chapter 1: Camera basics|440"
  "nvr-recording|4|smptebars=size=640x360:rate=25|Credo — Chapter 2: NVR recording|523"
  "access-control|5|mandelbrot=size=640x360:rate=25|Credo — Access control essentials|587"
  "intrusion-alarm|4|gradients=size=640x360:rate=25:speed=0.02:seed=7:c0=0x0b3d91:c1=0x1fa2ff:c2=0x12d8fa:c3=0x0b1f3a|Credo — Intrusion alarm zones|659"
  "thermal-imaging|6|gradients=size=640x360:rate=25:speed=0.03:seed=7:c0=0x2b0040:c1=0xff3d00:c2=0xffc400:c3=0x120024|Credo Thermal — Reading a heat map|698"
  "robotics-intro|3|life=size=160x90:rate=25:mold=10:ratio=0.2:seed=7:life_color=0x00d1b2:death_color=0x0b1f3a:mold_color=0x1e4d6b,scale=640:360:flags=neighbor|Credo Robotics — Meet the AMR|784"
)

for spec in "${CLIPS[@]}"; do
  IFS='|' read -r name secs src title tone <<<"$spec"
  printf '%s' "$title" >"$TMP/$name.txt"
  ffmpeg -hide_banner -loglevel error -y \
    -f lavfi -i "$src" \
    -f lavfi -i "sine=frequency=$tone:sample_rate=44100" \
    -t "$secs" \
    -vf "format=yuv420p,drawbox=x=0:y=ih-78:w=iw:h=78:color=black@0.6:t=fill,drawtext=fontfile=$FONT:textfile=$TMP/$name.txt:fontcolor=white:fontsize=26:x=(w-text_w)/2:y=h-56" \
    -c:v libx264 -preset veryslow -profile:v main -crf 32 -maxrate 350k -bufsize 700k -g 50 \
    -c:a aac -b:a 32k -ac 1 -af "volume=0.08" \
    -movflags +faststart -map_metadata -1 -metadata title="$title" \
    "$name.mp4"
  dur=$(ffprobe -v error -show_entries format=duration -of csv=p=0 "$name.mp4")
  printf '%-18s %6s s %8s bytes\n' "$name.mp4" "$dur" "$(stat -c %s "$name.mp4")"
done
