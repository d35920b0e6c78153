#!/usr/bin/env python3
"""Seeds for a fuzz target from the golden cases (tests/fuzz/README).

usage: tests/fuzz/corpus.py TOOL CASESDIR OUTDIR [BINDIR]

For each case CASESDIR/TOOL/NAME/, writes OUTDIR/NAME: a "#!" line with
the case's command as the driver takes it (driver.h: the tool's name,
FILE arguments, --charts, -i, --help and --version dropped), then the
document: the FILE the command names, else its `in`; for a pipeline
whose last stage is TOOL, what the stages before it write (run with
BINDIR's tools, when given).  A command with shell around the tool
(redirections, `;`, `&&`, substitutions) gives its document alone.
"""
import os
import shlex
import subprocess
import sys

DROP = {"-i", "--help", "--version", "-h"}
SHELLY = set(";&<>`$(){}")


def options(words, case):
    """The driver's words of one stage, and the FILE it names."""
    out, doc, skip = [], None, False
    for w in words[1:]:
        if skip:
            skip = False
            continue
        if w == "--charts":
            skip = True
            continue
        if w.startswith("--charts=") or w in DROP:
            continue
        if not w.startswith("-") and os.path.isfile(os.path.join(case, w)):
            doc = doc or os.path.join(case, w)
            continue
        out.append(w)
    return out, doc


def read(path):
    with open(path, "rb") as f:
        return f.read()


def seed(tool, case, bindir):
    with open(os.path.join(case, "cmd")) as f:
        cmd = f.read().strip()
    inp = os.path.join(case, "in")
    doc = read(inp) if os.path.isfile(inp) else b""
    stages = cmd.split("|")
    last = stages[-1].strip()
    if any(c in SHELLY for c in cmd) or not last.startswith(tool + " ") \
            and last != tool:
        return doc
    try:
        words = shlex.split(last)
    except ValueError:
        return doc
    opts, named = options(words, case)
    if named is not None:
        doc = read(named)
    elif len(stages) > 1:
        if bindir is None:
            return doc
        env = dict(os.environ, PATH=bindir + os.pathsep + os.environ["PATH"],
                   LC_ALL="C")
        with open(inp if os.path.isfile(inp) else os.devnull, "rb") as f:
            r = subprocess.run(["sh", "-c", "|".join(stages[:-1])],
                               cwd=case, stdin=f, capture_output=True,
                               env=env)
        doc = r.stdout
    line = "#!" + "".join(" " + shlex.quote(w) for w in opts) + "\n"
    return line.encode() + doc


def main():
    if len(sys.argv) not in (4, 5):
        sys.exit("usage: tests/fuzz/corpus.py TOOL CASESDIR OUTDIR [BINDIR]")
    tool, cases, outdir = sys.argv[1:4]
    bindir = os.path.abspath(sys.argv[4]) if len(sys.argv) == 5 else None
    os.makedirs(outdir, exist_ok=True)
    top = os.path.join(cases, tool)
    n = 0
    for name in sorted(os.listdir(top)):
        case = os.path.join(top, name)
        if not os.path.isfile(os.path.join(case, "cmd")):
            continue
        data = seed(tool, case, bindir)
        if not data:
            continue
        with open(os.path.join(outdir, name), "wb") as f:
            f.write(data)
        n += 1
    print("%s: %d seeds in %s" % (tool, n, outdir))


if __name__ == "__main__":
    main()
