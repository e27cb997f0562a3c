"""``python -m bot cards --out DIR``: write every face and a sample picture per game, to look at.

DIR/faces/<emoji name>.png   every distinct face, 128×128, as an emoji upload would send it
DIR/faces/manifest.json      per face: code, text form, games, content hash
DIR/<game>-faces.png         a contact sheet: each face large with its name, then at emoji size
DIR/<game>-table.png         a sample table picture from a hand-made scene
DIR/screenshots/<game>-hand.png   a hand panel of a real match, as pictures = true shows it
DIR/screenshots/<game>-table.png  the table picture of that same moment
"""

from __future__ import annotations

import json
from pathlib import Path

from PIL import Image, ImageDraw

from bot.pictures import faces, fonts, panel, samples, screens, table

SHEET_COLUMNS = 9
SMALL_SIZES = (22, 32, 48)  # what Discord shows an emoji at
SHEET_BACKGROUND = (49, 51, 56, 255)  # Discord's dark theme
SHEET_LIGHT = (255, 255, 255, 255)


def contact_sheet(game_id: str) -> Image.Image:
    """Each face at full size over its emoji name, then every face at emoji sizes on the dark
    and the light theme, so a look tells whether they read small."""
    game_faces = faces.faces(game_id)
    cell_w, cell_h = faces.SIZE + 12, faces.SIZE + 30
    rows = -(-len(game_faces) // SHEET_COLUMNS)
    strips = [(px, bg) for bg in (SHEET_BACKGROUND, SHEET_LIGHT) for px in SMALL_SIZES]
    strip_h = [(-(-len(game_faces) * (px + 4) // (SHEET_COLUMNS * cell_w)) * (px + 6))
               for px, _ in strips]
    width = SHEET_COLUMNS * cell_w + 12
    sheet = Image.new("RGBA", (width, rows * cell_h + sum(strip_h) + 24), SHEET_BACKGROUND)
    draw = ImageDraw.Draw(sheet)
    for i, f in enumerate(game_faces):
        x, y = 12 + (i % SHEET_COLUMNS) * cell_w, 12 + (i // SHEET_COLUMNS) * cell_h
        sheet.alpha_composite(faces.face_image(f), (x, y))
        fonts.draw_text(sheet, (x + faces.SIZE / 2, y + faces.SIZE + 12), f.name, 14,
                        (200, 204, 208, 255), anchor="m")
    y = 12 + rows * cell_h
    for (px, bg), height in zip(strips, strip_h, strict=True):
        draw.rectangle((0, y, width, y + height + 6), fill=bg)
        x = 12
        for f in game_faces:
            if x + px > width - 12:
                x, y = 12, y + px + 6
            sheet.alpha_composite(faces.face_at(f, px), (x, y + 3))
            x += px + 4
        y += px + 6
    return sheet


def write_all(out: Path) -> list[Path]:
    """Write the faces, the manifest, a contact sheet and a sample table per game."""
    (out / "faces").mkdir(parents=True, exist_ok=True)
    written: list[Path] = []
    games_of: dict[str, list[str]] = {}
    for game_id in faces.game_ids():
        for f in faces.faces(game_id):
            games_of.setdefault(f.name, []).append(game_id)
    manifest = {}
    for f in faces.all_faces():
        path = out / "faces" / f"{f.name}.png"
        path.write_bytes(faces.face_png(f))
        written.append(path)
        manifest[f.name] = {"code": f.code, "text": f.label, "games": games_of[f.name],
                            "hash": faces.face_hash(f)}
    path = out / "faces" / "manifest.json"
    path.write_text(json.dumps(manifest, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    written.append(path)
    for game_id in faces.game_ids():
        path = out / f"{game_id}-faces.png"
        sheet = contact_sheet(game_id).convert("RGB")
        sheet.quantize(256, method=Image.Quantize.FASTOCTREE).save(path, optimize=True)
        written.append(path)
        path = out / f"{game_id}-table.png"
        path.write_bytes(table.render(samples.SAMPLES[game_id]()))
        written.append(path)
    written += write_screenshots(out / "screenshots")
    return written


def write_screenshots(out: Path) -> list[Path]:
    """One hand panel and the table picture of the same moment, per game."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for game_id in screens.MOMENTS:
        moment = screens.moment(game_id)
        for name, png in ((f"{game_id}-hand.png", panel.render(screens.hand_panel(moment))),
                          (f"{game_id}-table.png", screens.table_png(moment))):
            (out / name).write_bytes(png)
            written.append(out / name)
    return written


def main(out: Path) -> int:
    written = write_all(out)
    tables = [p for p in written if p.name.endswith(("-table.png", "-hand.png"))]
    print(f"Wrote {len(faces.all_faces())} card faces to {out / 'faces'}, "
          f"a contact sheet and a sample table per game to {out}, and a hand panel and "
          f"table picture of a real match per game to {out / 'screenshots'}.")
    for path in tables:
        print(f"  {path.relative_to(out)}: {path.stat().st_size // 1024} KB")
    return 0
