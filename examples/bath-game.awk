# What THIS EXAMPLE adds to gcacw-new's SIV Bath (examples/bath-game.sh):
# the map values and counter values the rulebook text does not print,
# made up for a scripted game -- the example's, not the game's.  Read it
# with the printed map and counters beside you to play the real thing.
#
# The map (the example's): columns 24-36, rows 1-10 of the north map;
# every hex clear but the few below; Washington County (Maryland) north
# of row 3 from column 30 (Hancock, Millstone) and east of column 36
# (Clear Spring), Berkeley county east of column 31, Morgan county the
# rest; the roads listed under hexsides.
BEGIN {
	terrain["N2907"] = "woods"; terrain["N2808"] = "woods"
	terrain["N2705"] = "rough"; terrain["N3007"] = "rough"
	nroad = split("N2909/N2908 N2908/N2907 N2907/N2906 N2906/N2805 " \
	    "N2805/N2706 N2706/N2606 N2606/N2507 N2809/N2808 N2808/N2807 " \
	    "N2807/N2806 N2806/N2805 N2906/N3005 N3005/N3004 N3004/N3003 " \
	    "N3003/N3103 N3103/N3102 N3602/N3502 N3502/N3402 N3402/N3302 N3302/N3202 " \
	    "N3202/N3102 N3009/N3008 N2909/N3008 N3008/N3007 N3007/N3006 " \
	    "N3006/N3005", road, " ")
	# Tactical and Artillery values (on the counters; the example's),
	# and the leaders' Tactical and Command values.
	split("2 PHB:1:0;10 ME:1:0;1 WV:1:0;1 PHB:1:0;54 PA:1:0;" \
	    "Donnelly:1:1;1 MD:1:0;Gordon:2:1;Stonewall:2:1;Burks:1:1;" \
	    "Ashby:2:0;Taliaferro:1:1;Fulkerson:1:0;VA Militia:0:0", v, ";")
}
function county(h) {
	c = substr(h, 2, 2) + 0
	if (c >= 37 || (c >= 30 && substr(h, 4, 2) + 0 <= 2))
		return "Washington"
	if (c >= 32)
		return "Berkeley"
	return "Morgan"
}
function hex(h, rest) {
	t = ""
	if (h in terrain)
		t = ", terrain: " terrain[h]
	printf "    %s: {county: %s%s%s}\n", h, county(h), t, rest
	seen[h] = 1
}
# The scenario's named hexes keep their names, gaining county and terrain.
/^  hexes:$/ { print; inhexes = 1; next }
inhexes && /^    N[0-9]+: / {
	h = substr($1, 1, 5); rest = $0
	sub(/^[^{]*\{/, "", rest); sub(/\}$/, "", rest)
	if (rest != "")
		rest = ", " rest
	hex(h, rest)
	next
}
inhexes {
	inhexes = 0
	for (c = 24; c <= 36; c++)
		for (r = 1; r <= 10; r++) {
			h = sprintf("N%02d%02d", c, r)
			if (!(h in seen))
				hex(h, "")
		}
	print "  terrain: clear"
	print "  hexsides:"
	for (i = 1; i <= nroad; i++)
		printf "    %s: [road]\n", road[i]
}
/^units:$/ { inunits = 1 }
/^leaders:$/ { inunits = 0; inleaders = 1 }
/^markers:$/ { inleaders = 0 }
{ print }
inunits && /^  [^ ].*:$/ { unit = substr($0, 3, length($0) - 3) }
inunits && /^    side:/ {
	for (i in v) {
		split(v[i], f, ":")
		if (f[1] == unit)
			printf "    tactical: %s\n    artillery: %s\n", f[2], f[3]
	}
}
inleaders && /^  [^ ].*:$/ { unit = substr($0, 3, length($0) - 3) }
inleaders && /^    side:/ {
	if (unit == "Jackson")
		print "    tactical: 3\n    command: 4\n    leads: J-V"
	if (unit == "Williams")
		print "    tactical: 1\n    command: 2\n    leads: 1-S"
}
