print("éàüñç".upper(), "ÉÀÜÑÇ".lower(), "ΑΒΓ".lower(), "ДЖ".lower(), "ǅ".upper(), "ǅ".lower())
