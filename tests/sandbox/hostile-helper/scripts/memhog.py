# Allocates until something stops it.
hog = []
while True:
    hog.append(bytearray(32 * 1024 * 1024))
    print(len(hog) * 32, "MiB", flush=True)
