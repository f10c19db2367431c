#define _DEFAULT_SOURCE /* flock, kill */
#include "userdir.h"

#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <stdio.h>
#include <string.h>
#include <sys/file.h>
#include <sys/types.h>
#include <unistd.h>

/* The PID of a `*.tmpPID` name, or -1. */
static long temp_pid(const char *name)
{
    const char *t = strstr(name, ".tmp");
    if (!t) return -1;
    for (const char *next; (next = strstr(t + 1, ".tmp")) != NULL;) t = next;
    const char *d = t + 4;
    if (!*d) return -1;
    long pid = 0;
    for (; *d; d++) {
        if (*d < '0' || *d > '9' || pid > 99999999) return -1;
        pid = pid * 10 + (*d - '0');
    }
    return pid > 0 ? pid : -1;
}

static int running(long pid) { return kill((pid_t)pid, 0) == 0 || errno == EPERM; }

int userdir_clean_temps(const char *dir)
{
    DIR *d = opendir(dir);
    if (!d) return 0;
    int n = 0;
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        long pid = temp_pid(e->d_name);
        if (pid < 0 || running(pid)) continue;
        char path[4096];
        int w = snprintf(path, sizeof path, "%s/%s", dir, e->d_name);
        if (w < 0 || (size_t)w >= sizeof path) continue;
        if (remove(path) == 0) n++;
    }
    closedir(d);
    return n;
}

int userdir_lock(const char *dir, int *fd)
{
    *fd = -1;
    char path[4096];
    int w = snprintf(path, sizeof path, "%s/lock", dir);
    if (w < 0 || (size_t)w >= sizeof path) return -1;
    int f = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0600);
    if (f < 0) return -1;
    if (flock(f, LOCK_EX | LOCK_NB) != 0) {
        int busy = errno == EWOULDBLOCK;
        close(f);
        return busy ? 1 : -1;
    }
    *fd = f;
    return 0;
}

void userdir_unlock(int fd)
{
    if (fd >= 0) close(fd);
}
