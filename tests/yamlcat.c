/*
 * yamlcat — the floor for make bench: libyaml alone reads standard input
 * and writes every event back to standard output, as a bare
 * parse-and-emit (DESIGN.md section 2, "Scale").
 */
#include <stdio.h>
#include <string.h>

#include <yaml.h>

int
main(void)
{
	yaml_parser_t	p;
	yaml_emitter_t	e;
	yaml_event_t	ev;
	int		done = 0, st = 0;

	memset(&p, 0, sizeof(p));
	memset(&e, 0, sizeof(e));
	if (!yaml_parser_initialize(&p) || !yaml_emitter_initialize(&e))
		return 70;
	yaml_parser_set_input_file(&p, stdin);
	yaml_emitter_set_output_file(&e, stdout);
	yaml_emitter_set_width(&e, -1);
	yaml_emitter_set_unicode(&e, 1);
	while (!done) {
		if (!yaml_parser_parse(&p, &ev)) {
			fprintf(stderr, "yamlcat: %s\n", p.problem);
			st = 65;
			break;
		}
		done = ev.type == YAML_STREAM_END_EVENT;
		if (!yaml_emitter_emit(&e, &ev)) {
			fprintf(stderr, "yamlcat: %s\n", e.problem);
			st = 70;
			break;
		}
	}
	yaml_emitter_delete(&e);
	yaml_parser_delete(&p);
	return st;
}
