/* os.activity: its API is in the Swift module os (Sources/os). */
