/* os.signpost: its API is in the Swift module os (Sources/os). */
