#!/usr/bin/env python3
"""No label of a gcacw-show picture covers another (issue 28): each
<text>'s box, from its x, y, font-size and anchor (a character is about
0.55 of the font size wide), against every other visible one; a text
that an opaque rectangle drawn after it hides (a counter beneath the top
one of its stack) is not visible and not counted.
usage: tests/labels.py SVG...  (exit 1, naming the labels, when any do)"""
import re,sys
def check(path):
    svg=open(path).read()
    items=[]
    for m in re.finditer(r'<(text|rect) ([^>]*)>(?:([^<]*)</text>)?', svg):
        kind=m.group(1); a=m.group(2)
        def at(k):
            mm=re.search(r'\b'+k+r'="([-\d.]+)"',a); return float(mm.group(1)) if mm else None
        if kind=='rect':
            fill=re.search(r'fill="([^"]*)"',a)
            if fill is None or fill.group(1)=='none' or 'fill-opacity' in a: continue
            x,y,w,h=at('x'),at('y'),at('width'),at('height')
            if None in (x,y,w,h): continue
            items.append(('rect',m.start(),(x,y,x+w,y+h),None))
        else:
            x,y,fs=at('x'),at('y'),at('font-size')
            if None in (x,y,fs): continue
            t=m.group(3) or ''
            w=len(t)*fs*0.55
            x0 = x-w/2 if 'text-anchor="middle"' in a else x-w if 'text-anchor="end"' in a else x
            items.append(('text',m.start(),(x0,y-fs*0.75,x0+w,y+fs*0.2),t))
    texts=[]
    for i,(k,pos,b,t) in enumerate(items):
        if k!='text': continue
        cx,cy=(b[0]+b[2])/2,(b[1]+b[3])/2
        hidden=any(k2=='rect' and p2>pos and r[0]<=cx<=r[2] and r[1]<=cy<=r[3] for k2,p2,r,_ in items)
        if not hidden: texts.append((b,t))
    bad=[]
    for i in range(len(texts)):
        for j in range(i+1,len(texts)):
            a,b=texts[i][0],texts[j][0]
            if a[0]<b[2]-1 and b[0]<a[2]-1 and a[1]<b[3]-1 and b[1]<a[3]-1:
                bad.append((texts[i][1],texts[j][1]))
    return bad
rc=0
for p in sys.argv[1:]:
    b=check(p)
    if b:
        rc=1; print('%s: %d labels cover each other: %s'%(p,len(b),'; '.join('%r/%r'%x for x in b[:5])))
sys.exit(rc)
