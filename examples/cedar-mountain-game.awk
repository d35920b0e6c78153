# What THIS EXAMPLE adds to gcacw-new's SJW Cedar Mountain (13.1) for
# examples/cedar-mountain-game.sh.  gcacw-new places every unit and
# leader as the set-up card gives them (scenarios/sjw/cedar-mountain.yaml
# cites its source); what the card and the rules text do not give is
# made up here for a scripted game -- the example's, not the game's (read
# them from the printed map and counters to play the real thing): every
# Tactical and Artillery value, the leaders' Tactical and Command values
# (gcacw-charts --missing lists them), and the map: all clear, with two
# roads, north from Orange Court House on column 8 and south from Boston
# on column 6.
BEGIN {
	# unit:tactical:artillery
	split("A.P. Hill:2:3;Ewell:2:2;Winder:2:2;Gregg:1:0;Lawton:1:0;" \
	    "Robertson:1:1;Schurz:1:2;Schenck:1:2;Steinwehr:1:1;Milroy:1:1;" \
	    "Augur:1:2;Williams:1:1;Crawford:1:0;Ricketts:1:3;Buford:1:0;" \
	    "Bayard:1:0;1 RI:1:0;1 ME:1:0", v, ";")
	# leader:tactical:command (an army leader has no Tactical value)
	split("Jackson:3:4;Pope::2;Banks:1:2;Sigel:1:2", l, ";")
}
function roads(c, from, to,    r) {
	for (r = from; r < to; r++)
		printf "    S%02d%02d/S%02d%02d: [road]\n", c, r, c, r + 1
}
/^map:$/ { print; print "  terrain: clear"; print "  hexsides:"
	roads(8, 15, 33); roads(6, 14, 28); next }
/^units:$/ { part = "units" }
/^leaders:$/ { part = "leaders" }
/^markers:$|^ledger:$/ { part = "" }
{ print }
part != "" && /^  [^ ].*:$/ { name = substr($0, 3, length($0) - 3) }
part == "units" && /^    side:/ {
	for (i in v) {
		split(v[i], f, ":")
		if (f[1] == name)
			printf "    tactical: %s\n    artillery: %s\n", f[2], f[3]
	}
}
part == "leaders" && /^    side:/ {
	for (i in l) {
		split(l[i], f, ":")
		if (f[1] == name && f[2] != "")
			printf "    tactical: %s\n", f[2]
		if (f[1] == name)
			printf "    command: %s\n", f[3]
	}
}
