/* os.log: its API is in the Swift module os (Sources/os). */
