/*
 * scalar.h — scalars as text: whole numbers, combat values in halves, and
 * the distance between two names for "did you mean" hints; and values in
 * quarters written as players write them.  Each parser returns 0 on
 * success and -1 when the text is not of its kind, reporting nothing: the
 * caller says what was wrong and where.
 */
#ifndef GCACW_SCALAR_H
#define GCACW_SCALAR_H

/* A whole signed decimal number, all of s. */
int	parse_long(const char *s, long *);
/* A signed number at the start of s ("+2†", "-1*"). */
int	parse_long_prefix(const char *s, long *);
/* "3", "0.5", ".5", "3.5", "½", "3½": a combat value in halves (7.2). */
int	parse_halves(const char *s, int *);
/* Levenshtein distance; 99 for names over 64 bytes. */
int	edit_distance(const char *, const char *);
/*
 * A count of quarters as players write it: 8, 3½, 10½, ¼ (combat values,
 * 7.2, 9.0; MP in halves pass twice their value).  Into buf; returns buf.
 */
const char *quarters_text(int, char buf[24]);

#endif
