# bash completion for the gcacw tools (gcacw(7)): options from each tool's
# --help, unit and leader names and hex ids from the game file on the
# command line, scenario names from gcacw-new --list.
# Installed by make install in $(PREFIX)/share/bash-completion/completions;
# by hand: . completion/gcacw.bash

# The keys of one top-level section (units: or leaders:) of FILE, as the
# tools write it (block style, two spaces), or the hex ids it holds.
_gcacw_names()
{
	awk -v want="$1" '
	/^[a-z_]+:/ { sec = $1; next }
	sec == want ":" && /^  [^ #][^:]*:/ {
		n = $0; sub(/^  /, "", n); sub(/:.*/, "", n)
		gsub(/^["'\'']|["'\'']$/, "", n); print n }' "$2" 2>/dev/null
}

_gcacw_hexes()
{
	awk '
	/^ *hex: / { h = $2; gsub(/["'\'']/, "", h); print h }
	/^    [A-Z]?[0-9][0-9][0-9][0-9]:/ {
		h = $1; sub(/:$/, "", h); gsub(/["'\'']/, "", h); print h }
	' "$1" 2>/dev/null | sort -u
}

_gcacw()
{
	local cur prev tool file w list IFS=$'\n'
	cur=${COMP_WORDS[COMP_CWORD]}
	prev=${COMP_WORDS[COMP_CWORD-1]}
	tool=${COMP_WORDS[0]##*/}
	for w in "${COMP_WORDS[@]:1}"; do
		case $w in
		-*) ;;
		*) [ -f "$w" ] && file=$w ;;
		esac
	done
	case $prev in
	--unit|--attacker|--units|--grand-units|--withdraw|--cavalry|\
	--cavalry-retreat|--to|--advance)
		[ -n "$file" ] && list=$(_gcacw_names units "$file") ;;
	--leader|--assault|--transfer|--grand-leader|--leader-to)
		[ -n "$file" ] && list=$(_gcacw_names leaders "$file") ;;
	--target|--path|--grand|--around|--pontoon|--destroy|--dismantle)
		[ -n "$file" ] && list=$(_gcacw_hexes "$file") ;;
	--attack)
		list=$'column\nhasty\nnormal\nprepared' ;;
	--template)
		list=$'units\nleaders' ;;
	--format)
		list=$'text\njson' ;;
	--charts)
		COMPREPLY=($(compgen -f -- "$cur"))
		return ;;
	esac
	if [ -n "$list" ]; then
		# A list's last name after the commas (--path H,H,...).
		local pre=${cur%,*} last=${cur##*,}
		[ "$pre" = "$cur" ] && pre= || pre=$pre,
		COMPREPLY=($(compgen -W "$list" -- "$last"))
		# "10 ME" is one word on the command line: quoted.
		local i
		for i in "${!COMPREPLY[@]}"; do
			COMPREPLY[i]=$pre$(printf '%q' "${COMPREPLY[i]}")
		done
		return
	fi
	case $cur in
	-*)
		COMPREPLY=($(compgen -W "$("$tool" --help 2>/dev/null |
		    grep -o -- '--[a-z][a-z-]*' | sort -u)" -- "$cur")) ;;
	*)
		if [ "$tool" = gcacw-new ]; then
			COMPREPLY=($(compgen -W "$(gcacw-new --list 2>/dev/null |
			    awk '{ print $2 }')" -- "$cur"))
		else
			COMPREPLY=($(compgen -f -- "$cur"))
		fi ;;
	esac
}
complete -F _gcacw gcacw-charts gcacw-check gcacw-combat gcacw-march \
    gcacw-new gcacw-recover gcacw-retreat gcacw-show gcacw-turn gcacw-vp
