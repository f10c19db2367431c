/* The per-user data folder as a whole: temp files left by a killed copy, and the lock that
 * keeps two copies of the game from writing one autosave. No SDL here. */
#ifndef TROUBADOUR_USERDIR_H
#define TROUBADOUR_USERDIR_H

/* Removes the `NAME.tmpPID` files of dir (io_write_file_atomic's temp files) whose PID is not
 * a running process: a kill in the middle of a write leaves one. Returns how many went. */
int userdir_clean_temps(const char *dir);

/* Takes the lock of dir (flock on dir/lock, held until the process ends or userdir_unlock).
 * Returns 0 and the descriptor in *fd; 1 when another process holds it (*fd = -1); -1 when
 * the lock file cannot be opened (*fd = -1; the caller plays on as if it held it). */
int userdir_lock(const char *dir, int *fd);
void userdir_unlock(int fd);

#endif
