# What THIS EXAMPLE adds to gcacw-new's SJW Cedar Mountain (13.1) for
# examples/cedar-mountain-game.sh.
#
# The set-up (units, sizes, commands, manpower, set-up hexes and leaders'
# hexes) is the set-up card's, "Scenario 1 Set-up", as transcribed by the
# GCACW printable-rosters project (Bestra/gcacw-printable-rosters,
# web/public/data/sjw.json; ../shared/data/sjw-setups.yaml holds it with
# its source).  13.0: every unit front side up, Fatigue 0, organized;
# Ewell and Williams are their "(A)" counters.
#
# Made up for a scripted game -- the example's, not the game's (read
# them from the printed map and counters to play the real thing): every
# Tactical and Artillery value, the leaders' Tactical and Command values
# and formations (Pope's AV added to every Union unit's command), the
# map's terrain (all clear) and its two roads, north from Orange Court
# House on column 8 and south from Boston on column 6.
BEGIN {
	# name:side:type:size:command:hex:manpower:tactical:artillery
	n = split("A.P. Hill:csa:infantry:division:J:S0832:18:2:3;" \
	    "Ewell (A):csa:infantry:division:J:S0333:12:2:2;" \
	    "Winder:csa:infantry:division:J:S0833:8:2:2;" \
	    "Gregg:csa:infantry:brigade:J:S0733:4:1:0;" \
	    "Lawton:csa:infantry:brigade:J:S0632:4:1:0;" \
	    "Robertson:csa:cavalry:brigade:Cav:S0628:3:1:1;" \
	    "Schurz:usa:infantry:division:I:S0108:6:1:2;" \
	    "Schenck:usa:infantry:division:I:S0107:7:1:2;" \
	    "Steinwehr:usa:infantry:division:I:S0206:2:1:1;" \
	    "Milroy:usa:infantry:brigade:I:S0310:4:1:1;" \
	    "Augur:usa:infantry:division:II:S0614:8:1:2;" \
	    "Williams (A):usa:infantry:division:II:S0815:4:1:1;" \
	    "Crawford:usa:infantry:brigade:II:S1418:4:1:0;" \
	    "Ricketts:usa:infantry:division:III:S1415:18:1:3;" \
	    "Buford:usa:cavalry:brigade::S0124:3:1:0;" \
	    "Bayard:usa:cavalry:brigade::S0825:1:1:0;" \
	    "1 RI:usa:cavalry:regiment::S1128:1:1:0;" \
	    "1 ME:usa:cavalry:regiment::S1624:1:1:0", unit, ";")
	# name:side:rank:leads:tactical:command:with (the set-up hex's unit)
	nl = split("Jackson:csa:corps:J:3:4:A.P. Hill;" \
	    "Pope:usa:army:AV:0:2:Williams (A);" \
	    "Banks:usa:corps:II:1:2:Williams (A);" \
	    "Sigel:usa:corps:I:1:2:Schurz", leader, ";")
}
function roads(c, from, to,    r) {
	for (r = from; r < to; r++)
		printf "    S%02d%02d/S%02d%02d: [road]\n", c, r, c, r + 1
}
/^  hexes:$/ { inhexes = 1 }
inhexes && !/^  hexes:$/ && !/^    / {
	inhexes = 0
	print "  terrain: clear"
	print "  hexsides:"
	roads(8, 15, 33)
	roads(6, 14, 28)
}
/^units: \{\}$/ {
	print "units:"
	for (i = 1; i <= n; i++) {
		split(unit[i], f, ":")
		printf "  %s:\n    side: %s\n    type: %s\n    size: %s\n", \
		    f[1], f[2], f[3], f[4]
		# Pope's army (AV) holds every Union unit: the example's
		# reading, so that its units are his subordinates (7.5).
		if (f[2] == "usa")
			f[5] = f[5] == "" ? "AV" : f[5] ", AV"
		if (f[5] != "")
			printf "    command: [%s]\n", f[5]
		printf "    hex: %s\n    manpower: %s\n", f[6], f[7]
		printf "    disorganized: false\n    fatigue: 0\n"
		printf "    exhausted: false\n    demoralized: 0\n"
		printf "    tactical: %s\n    artillery: %s\n", f[8], f[9]
	}
	print "leaders:"
	for (i = 1; i <= nl; i++) {
		split(leader[i], f, ":")
		printf "  %s:\n    side: %s\n    rank: %s\n    leads: %s\n", \
		    f[1], f[2], f[3], f[4]
		if (f[3] != "army")
			printf "    tactical: %s\n", f[5]
		printf "    command: %s\n    with: %s\n", f[6], f[7]
	}
	next
}
{ print }
