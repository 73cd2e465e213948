print("naïve café", "日本", "😀", sep=" | ")
