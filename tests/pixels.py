#!/usr/bin/env python3
"""The colours of a PNG at given points, for tests/show.sh (no library
beyond Python's own: rsvg-convert and Chromium write 8-bit RGB or RGBA,
not interlaced).

    pixels.py FILE.png X,Y,RRGGBB[,TOL] ...   each point's colour within
                                              TOL (default 40) per channel
    pixels.py --diff A.png B.png MAX          mean channel difference of
                                              two pictures at most MAX
Exit 0 when all hold, 1 with a line per failure.
"""
import struct
import sys
import zlib


def load(path):
    with open(path, 'rb') as f:
        data = f.read()
    if data[:8] != b'\x89PNG\r\n\x1a\n':
        sys.exit('%s: not a PNG' % path)
    pos, idat = 8, b''
    while pos < len(data):
        n, kind = struct.unpack('>I4s', data[pos:pos + 8])
        body = data[pos + 8:pos + 8 + n]
        if kind == b'IHDR':
            w, h, depth, ctype, _, _, interlace = struct.unpack(
                '>IIBBBBB', body)
        elif kind == b'IDAT':
            idat += body
        pos += 12 + n
    if depth != 8 or ctype not in (2, 6) or interlace:
        sys.exit('%s: not 8-bit RGB(A) non-interlaced' % path)
    bpp = 4 if ctype == 6 else 3
    raw = zlib.decompress(idat)
    stride = w * bpp
    rows, prev, i = [], bytearray(stride), 0
    for _ in range(h):
        ft, line = raw[i], bytearray(raw[i + 1:i + 1 + stride])
        i += 1 + stride
        for x in range(stride):
            a = line[x - bpp] if x >= bpp else 0
            b = prev[x]
            c = prev[x - bpp] if x >= bpp else 0
            if ft == 1:
                line[x] = (line[x] + a) & 255
            elif ft == 2:
                line[x] = (line[x] + b) & 255
            elif ft == 3:
                line[x] = (line[x] + (a + b) // 2) & 255
            elif ft == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pr = a if pa <= pb and pa <= pc else b if pb <= pc else c
                line[x] = (line[x] + pr) & 255
        rows.append(line)
        prev = line
    return w, h, bpp, rows


def rgb(img, x, y):
    w, h, bpp, rows = img
    if not (0 <= x < w and 0 <= y < h):
        return None
    p = rows[y][x * bpp:x * bpp + 3]
    if bpp == 4:
        # Over white, as a page shows it.
        al = rows[y][x * bpp + 3]
        p = [(v * al + 255 * (255 - al)) // 255 for v in p]
    return tuple(p)


def main(argv):
    if argv[1] == '--diff':
        a, b, most = load(argv[2]), load(argv[3]), float(argv[4])
        w, h = min(a[0], b[0]), min(a[1], b[1])
        total = 0
        for y in range(0, h, 2):
            for x in range(0, w, 2):
                pa, pb = rgb(a, x, y), rgb(b, x, y)
                total += sum(abs(u - v) for u, v in zip(pa, pb))
        mean = total / (3 * ((h + 1) // 2) * ((w + 1) // 2))
        print('mean channel difference %.2f (at most %s)' % (mean, most))
        return 0 if mean <= most else 1
    img, bad = load(argv[1]), 0
    for spec in argv[2:]:
        f = spec.split(',')
        x, y = int(float(f[0])), int(float(f[1]))
        want = tuple(int(f[2][i:i + 2], 16) for i in (0, 2, 4))
        tol = int(f[3]) if len(f) > 3 else 40
        got = rgb(img, x, y)
        if got is None or any(abs(u - v) > tol for u, v in zip(got, want)):
            print('%s: at %d,%d: want #%s, got %s' % (
                argv[1], x, y, f[2], got and '#%02x%02x%02x' % got))
            bad = 1
    return bad


sys.exit(main(sys.argv))
