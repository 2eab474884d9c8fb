/* The straightforward C program the cheese benchmark is held against:
   fread the whole input, parse by hand, qsort by worth, take greedily. */
#include <stdio.h>
#include <stdlib.h>

typedef struct { long long worth, grams; } cheese;

static int by_worth_descending(const void *a, const void *b) {
  long long x = ((const cheese *)a)->worth, y = ((const cheese *)b)->worth;
  return (x < y) - (x > y);
}

static char *cursor;

static long long next_number(void) {
  while (*cursor == ' ' || *cursor == '\n' || *cursor == '\r' || *cursor == '\t') cursor++;
  long long value = 0;
  while (*cursor >= '0' && *cursor <= '9') value = value * 10 + (*cursor++ - '0');
  return value;
}

int main(void) {
  size_t capacity = 1 << 20, size = 0, got;
  char *input = malloc(capacity + 1);
  while ((got = fread(input + size, 1, capacity - size, stdin)) > 0) {
    size += got;
    if (size == capacity) input = realloc(input, (capacity *= 2) + 1);
  }
  input[size] = 0;
  cursor = input;
  long long n = next_number(), w = next_number();
  cheese *cheeses = malloc(sizeof(cheese) * n);
  for (long long i = 0; i < n; i++) {
    cheeses[i].worth = next_number();
    cheeses[i].grams = next_number();
  }
  qsort(cheeses, n, sizeof(cheese), by_worth_descending);
  long long total = 0;
  for (long long i = 0; i < n && w > 0; i++) {
    long long take = cheeses[i].grams < w ? cheeses[i].grams : w;
    total += take * cheeses[i].worth;
    w -= take;
  }
  printf("%lld\n", total);
  return 0;
}
