#!/usr/bin/env bash
# Makes the shop's own presentation video (the product page's Vidéo tab) from the catalogue's
# illustrations: storefront/public/media/presentation.{webm,mp4}, its poster and French/English
# WebVTT captions. Needs Debian's ffmpeg (built with librsvg and libfreetype):
#   apt-get install -y ffmpeg fonts-dejavu-core && bash scripts/make-presentation-video.sh
# The output (about 1 MB in all) is committed, so running the shop needs no ffmpeg.
set -euo pipefail

ROOT="$(cd "$(dirname "$0")/.." && pwd)"
IMAGES="$ROOT/storefront/public/images/products"
OUT="$ROOT/storefront/public/media"
FONT="${FONT:-/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf}"
SLIDE=4      # seconds per slide
FADE=0.6     # crossfade between slides
W=960
H=540

# One slide per product family: illustration | French caption | English caption.
SLIDES=(
  "pylontech-force-l2|Batteries lithium basse tension Pylontech|Pylontech low-voltage lithium batteries"
  "pylontech-force-h3-102|Stockage haute tension empilable Force H3|Stackable high-voltage storage: Force H3"
  "deye-sun-8k-sg04lp3|Onduleurs hybrides Deye pour l’autoconsommation|Deye hybrid inverters for self-consumption"
  "hoymiles-hms-1600-4t|Micro-onduleurs Hoymiles et Enphase|Hoymiles and Enphase micro-inverters"
  "victron-multiplus-ii|Onduleurs-chargeurs et BMS Victron Energy|Victron Energy inverter-chargers and BMS"
  "dmegc-500-bifacial|Panneaux solaires et carports DMEGC|DMEGC solar panels and carports"
)
TITLE_FR="Stockwatt – stockage photovoltaïque pour les professionnels"
TITLE_EN="Stockwatt – photovoltaic storage for professionals"

mkdir -p "$OUT"
n=${#SLIDES[@]}
inputs=()
filters=""
for i in "${!SLIDES[@]}"; do
  IFS='|' read -r image fr _ <<<"${SLIDES[$i]}"
  inputs+=(-loop 1 -t "$SLIDE" -i "$IMAGES/$image.svg")
  # The French caption is burnt in as the slide's title; the WebVTT tracks carry both languages.
  text=$(printf '%s' "$fr" | sed "s/'/’/g; s/:/\\\\:/g")
  # Title band at the top: the player's controls cover the bottom of the frame.
  filters+="[$i:v]scale=440:440,pad=$W:$H:(ow-iw)/2:92:color=0xeef2f6,"
  filters+="drawbox=y=0:w=$W:h=72:color=0x0f2a4a:t=fill,drawbox=y=72:w=$W:h=4:color=0xf5a300:t=fill,"
  filters+="drawtext=fontfile=$FONT:text='$text':fontcolor=white:fontsize=26:x=(w-tw)/2:y=23,"
  filters+="fps=25,format=yuv420p,setsar=1[s$i];"
done
# Crossfade chain: s0 x s1 -> f1, f1 x s2 -> f2, ...
prev="s0"
for ((i = 1; i < n; i++)); do
  offset=$(awk -v i="$i" -v s="$SLIDE" -v f="$FADE" 'BEGIN { printf "%.2f", i * (s - f) }')
  filters+="[$prev][s$i]xfade=transition=fade:duration=$FADE:offset=$offset[f$i];"
  prev="f$i"
done
filters="${filters%;}"

common=(-hide_banner -loglevel error -y "${inputs[@]}" -filter_complex "$filters" -map "[$prev]" -an)
ffmpeg "${common[@]}" -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -deadline good -cpu-used 4 "$OUT/presentation.webm"
ffmpeg "${common[@]}" -c:v libx264 -preset slow -crf 30 -pix_fmt yuv420p -movflags +faststart "$OUT/presentation.mp4"
# The poster: the first slide, as a small JPEG.
ffmpeg -hide_banner -loglevel error -y -ss 1 -i "$OUT/presentation.mp4" -frames:v 1 -q:v 5 "$OUT/presentation-poster.jpg"

# Captions: one cue per slide (plus the title at the start), in French and English.
stamp() { awk -v t="$1" 'BEGIN { printf "00:%02d:%06.3f", int(t / 60), t - 60 * int(t / 60) }'; }
for lang in fr en; do
  {
    echo "WEBVTT"
    echo
    for i in "${!SLIDES[@]}"; do
      IFS='|' read -r _ fr en <<<"${SLIDES[$i]}"
      start=$(awk -v i="$i" -v s="$SLIDE" -v f="$FADE" 'BEGIN { print i * (s - f) }')
      end=$(awk -v i="$i" -v s="$SLIDE" -v f="$FADE" -v n="$n" 'BEGIN { e = (i + 1) * (s - f); if (i == n - 1) e += f; print e }')
      echo "$((i + 1))"
      echo "$(stamp "$start") --> $(stamp "$end")"
      if [ "$i" -eq 0 ]; then [ "$lang" = fr ] && echo "$TITLE_FR" || echo "$TITLE_EN"; fi
      [ "$lang" = fr ] && echo "$fr" || echo "$en"
      echo
    done
  } >"$OUT/presentation.$lang.vtt"
done
ls -l "$OUT"
