# Where a click or command came from (cogs/guard.py, bot/client.py): answers to clicks and
# commands that cannot act here. Only the one who clicked sees them.

guard-not-here = Αυτό το κουμπί ανήκει σε τραπέζι κάπου αλλού, οπότε εδώ δεν κάνει τίποτα. Χρησιμοποίησε το μήνυμα του τραπεζιού σου στο δικό του κανάλι, ή το /φύλλα εκεί.
guard-in-a-server = Τα τραπέζια χαρτιών βρίσκονται σε διακομιστές: χρησιμοποίησέ το στο κανάλι του τραπεζιού σου.
guard-forged = Αυτό το κουμπί δεν το έφτιαξα εγώ, οπότε δεν μπορώ να κάνω κάτι με αυτό. Γράψε /φύλλα για να πάρεις τα δικά σου κουμπιά.
# $threads: links to the threads of the tables here.
guard-use-thread = Χρησιμοποίησέ το στο νήμα του τραπεζιού σου: { $threads }.
guard-unknown-command = Δεν έχω (πια) αυτή την εντολή. Γράψε / και διάλεξε μία από τις δικές μου στη λίστα.
guard-unreadable-option = Δεν μπόρεσα να διαβάσω μία από τις επιλογές. Διάλεξέ τη από τη λίστα και δοκίμασε ξανά.
guard-page-gone = Αυτό το κουμπί σελίδας δεν υπάρχει πια σε αυτό το μήνυμα. Ζήτα το ξανά με /κατάταξη ή /κανόνες.
