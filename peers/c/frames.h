/* What both peers read and time: the shown offsets of a frames.csv tunelab wrote, and the clock.
 * `who` names the peer in error messages. */
#ifndef PEER_FRAMES_H
#define PEER_FRAMES_H

#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

/* The shown offsets of frames.csv: column `offset`, a dropped frame (`dropped` = 1) repeating the last shown. */
static double *read_offsets(const char *who, const char *path, int *frames) {
    FILE *fp = fopen(path, "r");
    if (!fp) { fprintf(stderr, "%s: cannot read %s\n", who, path); exit(2); }
    char line[4096];
    int offset_col = -1, dropped_col = -1, col = 0, cap = 1024, n = 0;
    if (!fgets(line, sizeof line, fp)) { fprintf(stderr, "%s: %s is empty\n", who, path); exit(2); }
    for (char *t = strtok(line, ",\r\n"); t; t = strtok(NULL, ",\r\n"), col++) {
        if (!strcmp(t, "offset")) offset_col = col;
        if (!strcmp(t, "dropped")) dropped_col = col;
    }
    if (offset_col < 0) { fprintf(stderr, "%s: %s has no offset column\n", who, path); exit(2); }
    double *offsets = malloc(cap * sizeof *offsets), shown = 0;
    while (fgets(line, sizeof line, fp)) {
        /* Split on every comma (empty cells kept: `touch` is empty while the finger is up). */
        char *cells[64];
        int count = 0;
        for (char *c = line; count < 64;) {
            cells[count++] = c;
            c = strchr(c, ',');
            if (!c) break;
            *c++ = 0;
        }
        if (offset_col >= count) continue;
        int dropped = dropped_col >= 0 && dropped_col < count && atoi(cells[dropped_col]) == 1;
        if (!dropped || n == 0) shown = strtod(cells[offset_col], NULL);
        if (n == cap) offsets = realloc(offsets, (cap *= 2) * sizeof *offsets);
        offsets[n++] = shown;
    }
    fclose(fp);
    *frames = n;
    return offsets;
}

static double now_s(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return (double)t.tv_sec + (double)t.tv_nsec * 1e-9;
}

#endif
