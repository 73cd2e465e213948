print(chr(65), chr(955), ord('A'), ord('λ'), chr(0x1F600))
