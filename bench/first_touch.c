// How fast this machine hands a process fresh memory, on 1 thread and on N.
//
// The conversion's output is most of the memory it touches (about 3 GB of new
// ops at 1M input ops), so the rate at which the kernel (and, on a VM, the
// host) backs first-touched pages bounds how well the pass scales on threads.
// Each thread maps its own anonymous region and writes one byte per 4 KiB page;
// the program prints the wall time and the rate for 1 thread touching SIZE MiB
// and for N threads touching SIZE/N MiB each.
//
//   cc -O2 -pthread bench/first_touch.c -o /tmp/first_touch
//   /tmp/first_touch 2048 2      # MiB in total, threads
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/mman.h>
#include <time.h>

static size_t bytesPerThread;

static void *touch(void *unused) {
  (void)unused;
  char *region = mmap(NULL, bytesPerThread, PROT_READ | PROT_WRITE,
                      MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  if (region == MAP_FAILED) {
    perror("mmap");
    exit(1);
  }
  for (size_t offset = 0; offset < bytesPerThread; offset += 4096)
    region[offset] = 1;
  munmap(region, bytesPerThread);
  return NULL;
}

static double run(size_t totalBytes, int threads) {
  pthread_t ids[256];
  bytesPerThread = totalBytes / (size_t)threads;
  struct timespec start, end;
  clock_gettime(CLOCK_MONOTONIC, &start);
  for (int i = 0; i < threads; ++i)
    pthread_create(&ids[i], NULL, touch, NULL);
  for (int i = 0; i < threads; ++i)
    pthread_join(ids[i], NULL);
  clock_gettime(CLOCK_MONOTONIC, &end);
  return (double)(end.tv_sec - start.tv_sec) +
         (double)(end.tv_nsec - start.tv_nsec) / 1e9;
}

int main(int argc, char **argv) {
  size_t mib = argc > 1 ? strtoull(argv[1], NULL, 10) : 2048;
  int threads = argc > 2 ? atoi(argv[2]) : 2;
  if (mib == 0 || threads < 1 || threads > 256) {
    fprintf(stderr, "usage: first_touch [MiB] [threads 1-256]\n");
    return 2;
  }
  size_t total = mib << 20;
  double pages = (double)total / 4096;
  double one = run(total, 1);
  double many = run(total, threads);
  printf("1 thread:  %.3f s, %.2f us per page\n", one, one / pages * 1e6);
  printf("%d threads: %.3f s, %.2f us per page (%.2fx)\n", threads, many,
         many / pages * 1e6, one / many);
  return 0;
}
