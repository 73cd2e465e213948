print("\N{LATIN SMALL LETTER E WITH ACUTE}", "\N{EM DASH}", "\u2603", "\U0001F40D", "\x41", "\N{latin small letter a}")
