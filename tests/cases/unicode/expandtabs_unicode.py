print(repr('日\t本\tx'.expandtabs(4)), repr('é\tb'.expandtabs()), repr('\U0001f600\tz'.expandtabs(3)))
